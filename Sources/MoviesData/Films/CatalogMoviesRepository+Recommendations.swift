public import MoviesDomain
import MoviesSearch

extension CatalogMoviesRepository: RecommendationsRepository {
    /// The catalog's films scored against the ratings (``CatalogIndex/forYou(from:excluding:limit:)``); a
    /// rating of another source's film says nothing here.
    public func forYou(
        from ratings: [FilmReference: Int], excluding: Set<FilmReference>, limit: Int
    ) async throws
        -> [Recommendation]
    {
        let rated = ratings.compactMap { film, rating in
            Self.catalogID(film).map { TasteRating(film: $0, rating: rating) }
        }
        let excluded = Set(excluding.compactMap(Self.catalogID))
        return try await recommendations { index in index.forYou(from: rated, excluding: excluded, limit: limit) }
    }

    public func wellLoved(
        genres: [Genre], excluding: Set<FilmReference>, limit: Int
    ) async throws
        -> [Recommendation]
    {
        let excluded = Set(excluding.compactMap(Self.catalogID))
        return try await recommendations { index in index.wellLoved(genres: genres, excluding: excluded, limit: limit) }
    }

    /// The picks as films, the favourites they are like read with them.
    private func recommendations(_ pick: @escaping (CatalogIndex) -> [TastePick]) async throws -> [Recommendation] {
        let (movies, picks, _) = try await picking { snapshot in
            let picks = pick(snapshot.indexes)
            let favourites = picks.flatMap { pick in
                pick.reasons.compactMap { reason -> Int? in if case .alike(let film) = reason { film } else { nil } }
            }
            return (picks.map(\.film) + favourites, picks)
        }
        let byID = Dictionary(movies.map { ($0.id.rawValue, $0) }) { first, _ in first }
        return picks.compactMap { pick in
            byID[String(pick.film)].map { movie in
                Recommendation(
                    movie: movie, predicted: pick.predicted,
                    reasons: pick.reasons.compactMap { Self.reason($0, titles: byID) })
            }
        }
    }

    private static func reason(_ reason: TasteReason, titles: [String: Movie]) -> RecommendationReason? {
        switch reason {
        case .person(let name, let role, let films, let rating):
            .person(name: name, role: role, films: films, rating: rating)
        case .genre(let genre, let films): .genre(genre, films: films)
        case .decade(let decade, let films): .decade(decade, films: films)
        case .alike(let film): titles[String(film)].map { .alike(title: $0.title) }
        case .wellLoved(let genre): .wellLoved(genre)
        }
    }

    private static func catalogID(_ film: FilmReference) -> Int? {
        film.source == .catalog ? Int(film.movieID.rawValue) : nil
    }
}
