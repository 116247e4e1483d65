public import MoviesDomain

/// Members' lists, and one list's films.
public protocol ListScreens: Sendable {
    /// The member's lists.
    func listsScreen(member: User.ID?, strings: Strings) throws -> ListsViewModel
    /// One list: the viewer's own, or another member's public one.
    func listScreen(viewer: User.ID?, strings: Strings) throws -> ListViewModel
}
