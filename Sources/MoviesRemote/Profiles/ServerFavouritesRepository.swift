import MoviesAPI
import MoviesData
public import MoviesDomain
import NIOHTTP1

/// The signed-in member's favourite films on a Movies server (`/api/me/favourites`): the server keeps the
/// order and the limit of four, and checks each film as its own pages do.
public struct ServerFavouritesRepository: FavouritesRepository {
    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func favourites(of member: User.ID) async throws -> [ListedFilm] {
        let answer: ServerFavouritesDTO = try await client.get(.make(.listFavourites))
        return answer.toDomain()
    }

    /// The change as the API makes it: the films no longer chosen taken out, then the new ones added at the
    /// end. The API has no reordering, so an order it cannot reach this way is refused.
    public func setFavourites(_ films: [ListedFilm], for member: User.ID) async throws {
        let kept = try await favourites(of: member).map(\.reference)
        let chosen = films.map(\.reference)
        let staying = kept.filter(chosen.contains)
        guard chosen.starts(with: staying) else {
            throw MoviesServerError.unsupported(server: client.name, route: "a way to reorder favourites")
        }
        for film in kept where !chosen.contains(film) {
            try await client.send(.make(.removeFavourite, film.description))
        }
        for film in chosen.dropFirst(staying.count) {
            try await client.send(.make(.addFavourite, film.description))
        }
    }
}
