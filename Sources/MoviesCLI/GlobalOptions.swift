import ArgumentParser
import MoviesComposition

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The SQLite database file (default: $MOVIES_DATABASE, else ~/.local/share/movies/movies.sqlite).",
            valueName: "path"))
    var database: String?

    func makeContainer() async throws -> AppContainer {
        let configuration = AppConfiguration(databaseURL: AppConfiguration.databaseURL(explicitPath: database))
        let progress = ImportProgressReporter()
        defer { progress.finish() }
        return try await AppContainer.make(configuration: configuration, importProgress: progress.report)
    }
}
