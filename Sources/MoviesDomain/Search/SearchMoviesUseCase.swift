/// Searches movies; a successful first page saves the query to the recent queries, a failed search saves
/// nothing. Remembering is a convenience: a query that cannot be saved (a read-only or locked database)
/// does not cost the user the results. Without a recent-queries repository (someone with no history to
/// keep, such as a web request without a visitor) nothing is remembered.
public struct SearchMoviesUseCase: Sendable {
    private let moviesRepository: any MoviesRepository
    private let recentQueriesRepository: (any RecentQueriesRepository)?

    public init(moviesRepository: any MoviesRepository, recentQueriesRepository: (any RecentQueriesRepository)?) {
        self.moviesRepository = moviesRepository
        self.recentQueriesRepository = recentQueriesRepository
    }

    /// Returns the fresh page; a cached page, where the repository has one, goes to `cached` first.
    /// Throws ``SearchMoviesError/pageBeyondLast(page:lastPage:)`` for a page past the end of the results.
    public func execute(
        _ query: MovieQuery,
        page: PageNumber = .first,
        cached: @Sendable (CachedMoviesPage) async -> Void = { _ in }
    ) async throws -> MoviesPage {
        let result = try await moviesRepository.searchMovies(query, page: page, cached: cached)
        if page > .first, page.value > result.totalPages {
            throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: result.totalPages)
        }
        if page == .first {
            try? await recentQueriesRepository?.save(query)
        }
        return result
    }
}
