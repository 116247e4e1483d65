public import MoviesDomain
import MoviesSearch

extension CatalogMoviesRepository: RecommendationsRepository {
    /// The catalog's films scored against the ratings (``CatalogIndex/forYou(from:excluding:limit:)``); a
    /// rating of another source's film says nothing here.
    public func forYou(
        from ratings: [FilmReference: Int], excluding: Set<FilmReference>, kindred: KindredTaste, limit: Int
    ) async throws
        -> [Recommendation]
    {
        let rated = ratings.compactMap { film, rating in
            Self.catalogID(film).map { TasteRating(film: $0, rating: rating) }
        }
        let excluded = Set(excluding.compactMap(Self.catalogID))
        var opinions: [Int: (distance: Double, members: Int)] = [:]
        for (film, opinion) in kindred.films {
            if let id = Self.catalogID(film) { opinions[id] = (opinion.distance, opinion.members) }
        }
        return try await recommendations { index in
            index.forYou(from: rated, excluding: excluded, kindred: opinions, limit: limit)
        }
    }

    public func wellLoved(
        genres: [Genre], excluding: Set<FilmReference>, limit: Int
    ) async throws
        -> [Recommendation]
    {
        let excluded = Set(excluding.compactMap(Self.catalogID))
        return try await recommendations { index in index.wellLoved(genres: genres, excluding: excluded, limit: limit) }
    }

    public func pick(
        for tastes: [MemberTaste], excluding: Set<FilmReference>, filter: PickFilter, limit: Int
    ) async throws -> [GroupFilm] {
        let members = tastes.map { taste in
            TasteMember(
                ratings: taste.ratings.compactMap { film, rating in
                    Self.catalogID(film).map { TasteRating(film: $0, rating: rating) }
                },
                saved: Set(taste.saved.compactMap(Self.catalogID)))
        }
        let excluded = Set(excluding.compactMap(Self.catalogID))
        let (picks, byID) = try await withFavourites { index in
            let picks = index.pick(for: members, excluding: excluded, filter: filter, limit: limit)
            return (picks, picks.map(\.film), picks.flatMap(\.likely).flatMap(\.reasons))
        }
        return picks.compactMap { pick in
            byID[String(pick.film)].map { movie in
                GroupFilm(
                    movie: movie,
                    likely: pick.likely.map { likely in
                        GroupFilm.Likely(
                            predicted: likely.predicted, average: likely.average,
                            reasons: likely.reasons.compactMap { Self.reason($0, titles: byID) })
                    })
            }
        }
    }

    /// The picks as films, the favourites they are like read with them.
    private func recommendations(_ pick: @escaping (CatalogIndex) -> [TastePick]) async throws -> [Recommendation] {
        let (picks, byID) = try await withFavourites { index in
            let picks = pick(index)
            return (picks, picks.map(\.film), picks.flatMap(\.reasons))
        }
        return picks.compactMap { pick in
            byID[String(pick.film)].map { movie in
                Recommendation(
                    movie: movie, predicted: pick.predicted,
                    reasons: pick.reasons.compactMap { Self.reason($0, titles: byID) })
            }
        }
    }

    /// What `pick` answers, with the films it picks and the favourites its reasons name, by catalog id.
    private func withFavourites<Picks>(
        _ pick: @escaping (CatalogIndex) -> (Picks, films: [Int], reasons: [TasteReason])
    ) async throws -> (Picks, [String: Movie]) {
        let (movies, picks, _) = try await picking { snapshot in
            let (picks, films, reasons) = pick(snapshot.indexes)
            let favourites = reasons.compactMap { reason -> Int? in
                if case .alike(let film) = reason { film } else { nil }
            }
            return (films + favourites, picks)
        }
        return (picks, Dictionary(movies.map { ($0.id.rawValue, $0) }) { first, _ in first })
    }

    private static func reason(_ reason: TasteReason, titles: [String: Movie]) -> RecommendationReason? {
        switch reason {
        case .person(let name, let role, let films, let rating):
            .person(name: name, role: role, films: films, rating: rating)
        case .genre(let genre, let films): .genre(genre, films: films)
        case .decade(let decade, let films): .decade(decade, films: films)
        case .country(let country, let films): .country(country, films: films)
        case .kindred(let members): .kindred(members: members)
        case .alike(let film): titles[String(film)].map { .alike(title: $0.title) }
        case .wellLoved(let genre): .wellLoved(genre)
        case .saved: .saved
        }
    }

    private static func catalogID(_ film: FilmReference) -> Int? {
        film.source == .catalog ? Int(film.movieID.rawValue) : nil
    }
}
