public import MoviesDomain
public import MoviesPresentation

/// The screens that move a member's data out and in: the export, and imports from other sites.
public protocol TransferScreens: Sendable {
    func exportScreen(member: User.ID, strings: Strings) -> ExportViewModel
    func importScreen(member: User.ID, strings: Strings) -> ImportViewModel
}
