public import MoviesDomain
public import MoviesPresentation

/// The screens that move a member's data out and in: the export, and imports from other sites.
public protocol TransferScreens: Sendable {
    func exportScreen(member: User.ID, strings: Strings) -> ExportViewModel
    func importScreen(member: User.ID, strings: Strings) -> ImportViewModel
    /// The member's imports written in the background and kept in the store.
    func importJobsScreen(member: User.ID, strings: Strings) -> ImportJobsViewModel?
    /// Takes over one background import whose server stopped answering and writes it; whether there was one.
    func resumeStaleImport() async -> Bool
}
