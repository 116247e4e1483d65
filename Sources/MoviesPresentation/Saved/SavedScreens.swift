public import MoviesDomain

/// The member's saved films.
public protocol SavedScreens: Sendable {
    func savedScreen(member: User.ID, strings: Strings) -> SavedFilmsViewModel
}
