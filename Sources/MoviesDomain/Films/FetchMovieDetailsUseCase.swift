/// Every detail of one movie, by its id or as the best match for a title.
public struct FetchMovieDetailsUseCase: Sendable {
    let repository: any MoviesRepository

    public init(repository: any MoviesRepository) {
        self.repository = repository
    }

    public func execute(id: Movie.ID) async throws -> Movie {
        try await repository.movie(withID: id)
    }

    /// The film that a search for `title` ranks first. Throws ``NoMovieMatches`` when none does.
    public func execute(bestMatchFor title: MovieQuery) async throws -> Movie {
        try await repository.movie(withID: try await bestMatch(for: title).id)
    }

    /// The film a search for `title` ranks first, as the search lists it (without reading its details).
    public func bestMatch(for title: MovieQuery) async throws -> Movie {
        let page = try await repository.searchMovies(title, page: .first, cached: { _ in })
        guard let best = page.movies.first else { throw NoMovieMatches(query: title) }
        return best
    }
}
