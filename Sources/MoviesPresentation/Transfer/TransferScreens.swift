public import MoviesDomain

/// The screens that move a member's data out and in: the export, and imports from other sites.
public protocol TransferScreens: Sendable {
    /// The member's whole data as one file.
    func exportScreen(member: User.ID, strings: Strings) -> ExportViewModel
    /// An import of the member's history from another site or this one's export.
    func importScreen(member: User.ID, strings: Strings) -> ImportViewModel
    /// Over a store, the member's imports written in the background and kept there; nil over a server.
    func importJobsScreen(member: User.ID, strings: Strings) -> ImportJobsViewModel?
    /// Takes over one background import whose server stopped answering, and writes it here; whether there
    /// was one. A server asks every few seconds.
    func resumeStaleImport() async -> Bool
    /// Over a server, an import the server runs whole from one upload; nil over a store.
    func serverImportScreen(strings: Strings) -> ServerImportViewModel?
}
