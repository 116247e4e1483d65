import ArgumentParser
import Foundation
import MoviesComposition

/// `movies backup --out FILE`: a consistent copy of the SQLite store, taken while servers run.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database to a file, while servers keep running.",
        discussion: """
            The copy is of one moment, however the servers write meanwhile, and replaces FILE only once it is \
            whole and checked. `movies restore FILE` puts it back. A PostgreSQL database is backed up with \
            pg_dump instead (docs/backups.md).

            Examples:
              movies backup --out movies-2026-11-26.sqlite
              movies backup --database /srv/movies.sqlite --out /backups/movies.sqlite
            """
    )

    @Option(name: .customLong("out"), help: ArgumentHelp("Where to write the copy.", valueName: "file"))
    var file: String?

    @Option(
        help: ArgumentHelp(
            "The SQLite file to copy (default: $MOVIES_DATABASE, else ~/.local/share/movies/movies.sqlite).",
            valueName: "path"))
    var database: String?

    /// Refused: a backup is of a database file, which a server's API does not hand out.
    @Option(help: .hidden) var server: String?

    func validate() throws {
        if server != nil { throw ServerRefusal.databaseCommand("backup", instead: "`movies export --server URL`") }
        if file?.isEmpty ?? true { throw ValidationError("--out names the file to write") }
    }

    func run() async throws {
        guard let file else { return }
        let location = try DatabaseLocation.resolve(
            explicit: database, environment: CommandContext.current.environment)
        let bytes = try StoreBackups.backup(location, to: URL(fileURLWithPath: file))
        let size = ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
        Console.print("Backed up \(location) to \(file) (\(size)).")
    }
}
