public import MoviesDomain
public import MoviesPresentation

extension AppContainer: ListScreens {
    /// Why a container made without lists has none.
    static let listsElsewhere = ConfigurationError("this Movies keeps no lists")

    public func listsScreen(member: User.ID?, strings: Strings) throws -> ListsViewModel {
        guard let lists else { throw Self.listsElsewhere }
        return ListsViewModel(lists: lists, keeping: listKeeping, member: member, strings: strings)
    }

    public func listScreen(viewer: User.ID?, strings: Strings) throws -> ListViewModel {
        guard let keeping = listKeeping ?? lists else { throw Self.listsElsewhere }
        return ListViewModel(lists: keeping, viewer: viewer, strings: strings)
    }
}
