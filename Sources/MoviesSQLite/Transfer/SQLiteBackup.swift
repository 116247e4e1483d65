public import Foundation
import GRDB

/// Copies of a SQLite store for whoever runs the server. A backup is taken while servers run (SQLite's
/// online backup: a consistent copy of one moment, however the writes go on) and only ever replaces the
/// file named once whole and checked. A restore puts one back with the servers stopped, after checking
/// that it is a sound Movies database this version can open; it replaces the store's content in one
/// transaction, so a restore cut short leaves the store as it was.
public enum SQLiteBackup {
    /// Copies the store at `source` to `destination`; answers the copy's size in bytes. Nothing of the store
    /// is changed (it is opened read-only and never migrated).
    public static func backup(_ source: URL, to destination: URL) throws(BackupError) -> Int64 {
        let partial = destination.appendingPathExtension("partial")
        do {
            let store = try readOnly(source)
            try check(store, path: source.path)
            try? FileManager.default.removeItem(at: partial)
            // The copy holds accounts and reviews: its owner's alone, as the store.
            guard
                FileManager.default.createFile(
                    atPath: partial.path, contents: nil, attributes: [.posixPermissions: 0o600])
            else { throw BackupError.unwritable(destination.path, reason: "cannot create the file") }
            let copy = try DatabaseQueue(path: partial.path)
            try store.backup(to: copy)
            try copy.writeWithoutTransaction { db in
                guard try String.fetchOne(db, sql: "PRAGMA quick_check") == "ok" else {
                    throw BackupError.notAMoviesDatabase(source.path)
                }
                // One file, with nothing in a log beside it.
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
            }
            try copy.close()
            try store.close()
            // In one step: the file named is the last good backup until this one is whole.
            guard rename(partial.path, destination.path) == 0 else {
                throw BackupError.unwritable(destination.path, reason: String(cString: strerror(errno)))
            }
            let size = try FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? Int64
            return size ?? 0
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw translated(error, source: source, destination: destination)
        }
    }

    /// Puts the backup `file` in place of the store at `target` (made if missing), with nothing else using
    /// the store: refused while a server has it open.
    public static func restore(_ file: URL, to target: URL) throws(BackupError) {
        do {
            let backup = try readOnly(file)
            try check(backup, path: file.path)
            if !FileManager.default.fileExists(atPath: target.path) {
                _ = FileManager.default.createFile(
                    atPath: target.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            var configuration = Configuration()
            configuration.busyMode = .immediateError
            let store = try DatabaseQueue(path: target.path, configuration: configuration)
            try store.writeWithoutTransaction { db in
                // Held until closed: no server can open the store while it is replaced.
                try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
                do {
                    try db.execute(sql: "BEGIN EXCLUSIVE; COMMIT")
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                    throw BackupError.inUse(target.path)
                }
            }
            try backup.backup(to: store)
            try store.close()
            try backup.close()
        } catch {
            throw translated(error, source: file, destination: target)
        }
    }

    private static func readOnly(_ file: URL) throws -> DatabaseQueue {
        guard FileManager.default.fileExists(atPath: file.path) else { throw BackupError.missing(file.path) }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        return try DatabaseQueue(path: file.path, configuration: configuration)
    }

    /// A Movies database whose every change this version knows.
    private static func check(_ database: DatabaseQueue, path: String) throws {
        try database.read { db in
            guard try db.tableExists("grdb_migrations") else { throw BackupError.notAMoviesDatabase(path) }
            let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
            let known = Set(SQLiteStore.migrator.migrations)
            guard applied.contains("v1-catalog") else { throw BackupError.notAMoviesDatabase(path) }
            guard applied.isSubset(of: known) else { throw BackupError.newerVersion(path) }
            // Every page read and every index matched to its table: a file damaged anywhere is refused
            // before the store is touched, not found out by the first page that reads the bad part.
            let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check(1)")
            guard problems == ["ok"] else {
                throw BackupError.damaged(path, problem: String((problems.first ?? "unknown").prefix(200)))
            }
        }
    }

    private static func translated(_ error: any Error, source: URL, destination: URL) -> BackupError {
        switch error {
        case let error as BackupError: return error
        case let error as DatabaseError where error.resultCode == .SQLITE_BUSY: return .inUse(destination.path)
        case let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode):
            return .notAMoviesDatabase(source.path)
        case let error as DatabaseError
        where [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_FULL].contains(error.resultCode):
            return .unwritable(destination.path, reason: error.message ?? "\(error.resultCode)")
        default: return .unwritable(destination.path, reason: "\(error)")
        }
    }
}
