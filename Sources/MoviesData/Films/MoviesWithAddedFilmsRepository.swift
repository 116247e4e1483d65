public import MoviesDomain

/// A film source with the films members added beside its own: an added film's id (from
/// ``AddedFilmRecord/firstID`` up) opens the added film, any other the source's.
public struct MoviesWithAddedFilmsRepository: MoviesRepository {
    private let base: any MoviesRepository
    private let added: any AddedFilmsRepository
    /// Where the name of the member who added a film is found.
    private let members: (any MemberDirectory)?

    public init(base: any MoviesRepository, added: any AddedFilmsRepository, members: (any MemberDirectory)? = nil) {
        self.base = base
        self.added = added
        self.members = members
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
        // Not one here: the source's, or none.
        guard let film = try await added.addedFilm(id) else { return try await base.movie(withID: id) }
        var movie = film.listing
        movie.extras.addedBy = try await members?.user(withID: film.addedBy)?.name.text
        return movie
    }
}
