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

    /// The change as the API makes it, where a film added goes last: the favourites kept in their place
    /// (the longest run both orders begin with) stay, the others are taken out, and the rest of the chosen
    /// are added in their order.
    public func setFavourites(_ films: [ListedFilm], for member: User.ID) async throws {
        let kept = try await favourites(of: member).map(\.reference)
        let chosen = films.map(\.reference)
        let staying = zip(kept, chosen).prefix { $0 == $1 }.count
        for film in kept.dropFirst(staying) {
            try await client.send(.make(.removeFavourite, film.description))
        }
        for film in chosen.dropFirst(staying) {
            try await client.send(.make(.addFavourite, film.description))
        }
    }
}
