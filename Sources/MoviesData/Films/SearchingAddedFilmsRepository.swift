import Foundation
public import MoviesDomain
import MoviesSearch

/// A source searched elsewhere (TMDB) with the films members added found beside its own, from their
/// indexes in memory: on the first page, an added film whose title is the words typed (with its year or
/// not) comes first when none of the source's films has that title (a film the source lacks), and the
/// others found (a title holding the words, a slip read) after the source's films: no member can push the
/// source's films down by adding films titled as they are.
public struct SearchingAddedFilmsRepository: MoviesRepository {
    /// The added films put on a first page at the most.
    static let perPage = 5

    private let base: any MoviesRepository
    private let added: AddedFilmsIndexCache

    public init(base: any MoviesRepository, added: AddedFilmsIndexCache) {
        self.base = base
        self.added = added
    }

    public func searchMovies(
        _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let found = try await base.searchMovies(query, page: page, cached: cached)
        guard page.value == 1 else { return found }
        let snapshot = try await added.current()
        guard let first = snapshot.indexes.first else { return found }
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        let results = first.search(
            SearchText.words(query.text), beside: Array(snapshot.indexes.dropFirst()), thisYear: thisYear,
            limit: Self.perPage, offset: 0)
        let shown = Set(found.movies.map(\.id))
        let films = results.movieIDs.compactMap(snapshot.listing).filter { !shown.contains($0.id) }
        guard !films.isEmpty else { return found }
        let typed = FilmFacts.titleKey(query.text)
        let isNamed = { (film: Movie) in
            let title = FilmFacts.titleKey(film.title)
            return title == typed || film.releaseDate.year.map { title + String($0) == typed } == true
        }
        let named = found.movies.contains(where: isNamed) ? [] : films.filter(isNamed)
        let others = films.filter { film in !named.contains { $0.id == film.id } }
        return MoviesPage(
            page: found.page, totalPages: max(found.totalPages, 1), totalResults: found.totalResults + films.count,
            movies: named + found.movies + others,
            suggestedQuery: found.suggestedQuery, searchedFor: found.searchedFor)
    }

    public func movie(withID id: Movie.ID) async throws -> Movie {
        try await base.movie(withID: id)
    }
}
