public import MoviesDomain
public import MoviesPresentation

/// The screens of members' lists: one member's lists, and one list.
public protocol ListScreens: Sendable {
    func listsScreen(member: User.ID?, strings: Strings) throws -> ListsViewModel
    func listScreen(viewer: User.ID?, strings: Strings) throws -> ListViewModel
}
