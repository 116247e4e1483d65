/// Every detail of one movie.
public struct FetchMovieDetailsUseCase: Sendable {
    private let repository: any MoviesRepository

    public init(repository: any MoviesRepository) {
        self.repository = repository
    }

    public func execute(id: Movie.ID) async throws -> Movie {
        try await repository.movie(withID: id)
    }
}
