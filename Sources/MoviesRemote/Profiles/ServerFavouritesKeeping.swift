import MoviesAPI
public import MoviesDomain

/// The favourites' screen over a Movies server: each change one request, answered with the film it was
/// about and the favourites as the server's use case leaves them.
public struct ServerFavouritesKeeping: FavouritesKeeping {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func favourites(of member: User.ID) async throws -> [ListedFilm] {
        let answer: ServerFavouritesDTO = try await client.get(.make(.listFavourites))
        return answer.toDomain()
    }

    public func addingFavourite(
        _ film: FilmReference, for member: User.ID
    ) async throws -> (added: ListedFilm, after: [ListedFilm]) {
        try await change(.make(.addFavourite, film.description))
    }

    public func removingFavourite(
        _ film: FilmReference, for member: User.ID
    ) async throws -> (removed: ListedFilm, after: [ListedFilm]) {
        try await change(.make(.removeFavourite, film.description))
    }

    private func change(_ call: APICall) async throws -> (ListedFilm, [ListedFilm]) {
        let answer: ServerFavouritesDTO = try client.decode(try await client.send(call))
        guard let changed = answer.changed?.toDomain() else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a change of favourites naming no film")
        }
        return (changed, answer.toDomain())
    }
}
