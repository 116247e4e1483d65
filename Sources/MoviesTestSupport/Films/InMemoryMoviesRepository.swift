public import MoviesDomain

/// Movies over memory: searches titles by case-insensitive substring, pages of `pageSize`, and can be
/// told to fail or to hand over a cached page first. Browses and finds people too (see its extension).
public actor InMemoryMoviesRepository: MoviesRepository {
    public let pageSize: Int
    private var movies: [Movie]
    private var cachedPages: [Int: CachedMoviesPage] = [:]
    private var failure: (any Error)?
    public private(set) var searchCount = 0

    public init(movies: [Movie] = [], pageSize: Int = 20) {
        self.movies = movies
        self.pageSize = pageSize
    }

    /// Every search fails with `error` until it is set back to nil.
    public func failSearches(with error: (any Error)?) {
        failure = error
    }

    /// Hands `page` to the `cached` callback of a search for its page number before the fresh result.
    public func setCachedPage(_ page: CachedMoviesPage) {
        cachedPages[page.page.page] = page
    }

    public func searchMovies(
        _ query: MovieQuery,
        page: PageNumber,
        cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        searchCount += 1
        if let cachedPage = cachedPages[page.value] { await cached(cachedPage) }
        if let failure { throw failure }
        return self.page(of: movies.filter { $0.title.lowercased().contains(query.normalizedText) }, page)
    }

    var allMovies: [Movie] { movies }

    func page(of matches: [Movie], _ page: PageNumber) -> MoviesPage {
        let start = min((page.value - 1) * pageSize, matches.count)
        let end = min(start + pageSize, matches.count)
        return MoviesPage(
            page: page.value,
            totalPages: (matches.count + pageSize - 1) / pageSize,
            totalResults: matches.count,
            movies: Array(matches[start..<end])
        )
    }

    public func movie(withID id: Movie.ID) async throws -> Movie {
        guard let movie = movies.first(where: { $0.id == id }) else { throw MovieNotFound(id: id) }
        return movie
    }
}
