public import MoviesDomain

/// A film source with the films members added beside its own: an added film's id (from
/// ``AddedFilmRecord/firstID`` up) opens the added film, any other the source's.
public struct MoviesWithAddedFilmsRepository: MoviesRepository {
    private let base: any MoviesRepository
    private let added: any AddedFilmsRepository

    public init(base: any MoviesRepository, added: any AddedFilmsRepository) {
        self.base = base
        self.added = added
    }

    public func searchMovies(
        _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        try await base.searchMovies(query, page: page, cached: cached)
    }

    public func movie(withID id: Movie.ID) async throws -> Movie {
        guard let number = Int(id.rawValue), number >= AddedFilmRecord.firstID else {
            return try await base.movie(withID: id)
        }
        guard let film = try await added.addedFilm(id) else { throw MovieNotFound(id: id) }
        return film.movie
    }
}
