import ArgumentParser
import Foundation
import MoviesComposition

/// `movies restore FILE`: a backup put back in place of the SQLite store, with the servers stopped.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup back in place of the database (stop the servers first).",
        discussion: """
            The backup is checked first: a file that is not a Movies database, is damaged, or comes from a \
            newer version of Movies is refused, and the database is left as it was. Everything in the \
            database since the backup is replaced.

            Examples:
              movies restore movies-2026-11-26.sqlite
              movies restore /backups/movies.sqlite --database /srv/movies.sqlite
            """
    )

    @Argument(help: ArgumentHelp("The backup to put back.", valueName: "file"))
    var file: String

    @Option(
        help: ArgumentHelp(
            "The SQLite file to replace (default: $MOVIES_DATABASE, else ~/.local/share/movies/movies.sqlite).",
            valueName: "path"))
    var database: String?

    /// Refused: a restore replaces a database file, which a server's API does not take.
    @Option(help: .hidden) var server: String?

    func validate() throws {
        if server != nil {
            throw ServerRefusal.databaseCommand("restore", instead: "`movies import FILE --server URL`")
        }
    }

    func run() async throws {
        let location = try DatabaseLocation.resolve(
            explicit: database, environment: CommandContext.current.environment)
        try StoreBackups.restore(URL(fileURLWithPath: file), to: location)
        Console.print("Restored \(location) from \(file).")
    }
}
