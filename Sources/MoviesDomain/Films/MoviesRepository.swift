/// Where movies come from: the embedded catalog or TMDB.
public protocol MoviesRepository: Sendable {
    /// Searches titles. A repository that keeps earlier answers hands its cached page to `cached` before
    /// asking for the fresh one; a repository without a cache never calls it.
    func searchMovies(
        _ query: MovieQuery,
        page: PageNumber,
        cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage

    /// Every detail the source has for one movie; throws ``MovieNotFound`` for an unknown id.
    func movie(withID id: Movie.ID) async throws -> Movie
}

extension MoviesRepository {
    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws -> MoviesPage {
        try await searchMovies(query, page: page, cached: { _ in })
    }
}
