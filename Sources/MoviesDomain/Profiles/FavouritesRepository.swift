/// Where each member's favourite films are kept: at most ``Profile/maximumFavourites``, in the member's
/// order, each as its poster shows it.
public protocol FavouritesRepository: Sendable {
    /// The member's favourites, first first.
    func favourites(of member: User.ID) async throws -> [ListedFilm]

    /// Replaces the member's favourites with these, in this order.
    func setFavourites(_ films: [ListedFilm], for member: User.ID) async throws
}
