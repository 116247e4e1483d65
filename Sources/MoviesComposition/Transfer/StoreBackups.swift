public import Foundation
import MoviesSQLite

/// Backups of the store for whoever runs the server: a SQLite file is copied and put back here; a
/// PostgreSQL database has its own tools (`pg_dump`, `pg_restore`; docs/backups.md).
public enum StoreBackups {
    /// Takes a consistent copy of the store at `database` while servers may be writing to it; answers its size
    /// in bytes.
    public static func backup(_ database: DatabaseLocation, to file: URL) throws -> Int64 {
        try SQLiteBackup.backup(try sqliteFile(database), to: file)
    }

    /// Puts the backup `file` in place of the store at `database`, refused while a server has it open.
    public static func restore(_ file: URL, to database: DatabaseLocation) throws {
        try SQLiteBackup.restore(file, to: try sqliteFile(database))
    }

    private static func sqliteFile(_ database: DatabaseLocation) throws -> URL {
        switch database {
        case .file(let url): return url
        case .postgres:
            throw ConfigurationError(
                "a PostgreSQL database is backed up with pg_dump and restored with pg_restore (see docs/backups.md)")
        }
    }
}
