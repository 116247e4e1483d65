/// What the favourites' screen does, each change answered with the film it was about and the favourites it
/// leaves: over a store the use case does it and reads them; a client of a Movies server asks once, and
/// the server answers them.
public protocol FavouritesKeeping: Sendable {
    /// The member's favourites, first first.
    func favourites(of member: User.ID) async throws -> [ListedFilm]

    /// Makes the film the member's next favourite.
    func addingFavourite(
        _ film: FilmReference, for member: User.ID
    ) async throws -> (added: ListedFilm, after: [ListedFilm])

    /// Takes the film out of the member's favourites; the others keep their order.
    func removingFavourite(
        _ film: FilmReference, for member: User.ID
    ) async throws -> (removed: ListedFilm, after: [ListedFilm])
}
