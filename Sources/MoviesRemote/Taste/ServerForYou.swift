import MoviesAPI
public import MoviesDomain

/// For you made by a Movies server (`/api/for-you`): the server scores its catalog against the diary it
/// keeps, and keeps the films set aside.
public struct ServerForYou: ForYouProviding {
    let client: MoviesServerClient
    let source: FilmReference.Source

    public init(client: MoviesServerClient, source: FilmReference.Source) {
        self.client = client
        self.source = source
    }

    /// The server's own count of films.
    public func forYou(_ member: User.ID, limit: Int) async throws -> ForYou {
        let answer: ServerForYouDTO = try await client.get(.make(.getForYou))
        let found = answer.toDomain(source: source)
        return ForYou(films: Array(found.films.prefix(limit)), ratingsNeeded: found.ratingsNeeded, rated: found.rated)
    }

    /// The server answers alike whether or not it was set aside already.
    public func dismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        try await client.send(.make(.dismissFilm, film.description))
        return true
    }

    public func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        try await client.send(.make(.undismissFilm, film.description))
        return true
    }
}
