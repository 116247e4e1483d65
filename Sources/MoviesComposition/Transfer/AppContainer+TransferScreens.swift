public import MoviesDomain
public import MoviesPresentation

extension AppContainer: TransferScreens {
    public func exportScreen(member: User.ID, strings: Strings) -> ExportViewModel {
        ExportViewModel(archives: exports, member: member, strings: strings)
    }

    public func importScreen(member: User.ID, strings: Strings) -> ImportViewModel {
        ImportViewModel(imports: imports, member: member, strings: strings)
    }

    public func importJobsScreen(member: User.ID, strings: Strings) -> ImportJobsViewModel? {
        importJobs.map { ImportJobsViewModel(jobs: $0, member: member, strings: strings) }
    }

    public func resumeStaleImport() async -> Bool {
        guard let importJobs else { return false }
        return (try? await importJobs.resumeOne()) != nil
    }

    public func serverImportScreen(strings: Strings) -> ServerImportViewModel? {
        serverImports.map { ServerImportViewModel(imports: $0, strings: strings) }
    }
}
