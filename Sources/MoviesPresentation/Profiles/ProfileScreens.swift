public import MoviesDomain

/// A member's page and their four favourite films.
public protocol ProfileScreens: Sendable {
    /// A member's profile, as `viewer` may see it.
    func memberPage(named name: String, viewer: User.ID?, strings: Strings) throws -> MemberPageViewModel
    /// The member's four favourite films.
    func favouritesScreen(member: User.ID, strings: Strings) throws -> FavouritesViewModel
}
