public import Foundation
import GRDB
import Logging
public import MoviesData
import MoviesDomain

/// The store in one SQLite file: the imported catalog, its title index, the recent queries, the TMDB
/// answers and the signing keys, for one machine. A file database runs in WAL mode, so searches read
/// while a write is under way.
public struct SQLiteStore: MoviesStore {
    /// The connections, reopened when the file changes under them.
    let connection: ReopeningWriter
    /// Where the file is, for error messages.
    let path: String
    /// Checkpoints of the write-ahead log, off the writes' path; none in memory.
    let checkpoints: LogCheckpoints?

    /// Opens (creating where needed) the database at `url` and brings its schema up to date.
    /// `maximumReaders`: connections that read at once (each holds the file and its log open).
    /// `fileCheckInterval`: how often, at most, an access checks that the path still names the file opened.
    public static func open(
        at url: URL, maximumReaders: Int = 5, fileCheckInterval: Duration = .seconds(1)
    ) throws(StorageError) -> SQLiteStore {
        let directory = url.deletingLastPathComponent()
        do {
            // What Movies creates is its owner's alone: accounts, sessions and reviews live here.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .directoryUnavailable(directory.path)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .notADatabase(url.path)
        }
        // A new database starts as an empty file only its owner may read; SQLite gives its journal
        // files the database's permissions.
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        do {
            var configuration = configuration
            configuration.maximumReaderCount = max(1, maximumReaders)
            return try SQLiteStore(path: url.path, checkInterval: fileCheckInterval) { [configuration] in
                try DatabasePool(path: url.path, configuration: configuration)
            }
        } catch let error as DatabaseError {
            throw StorageError(error, path: url.path)
        } catch {
            throw .unusable(url.path, reason: "\(error)")
        }
    }

    /// A private database in memory, for tests and throwaway runs.
    public static func inMemory() throws(StorageError) -> SQLiteStore {
        do {
            return try SQLiteStore(path: nil) { try DatabaseQueue(configuration: configuration) }
        } catch {
            throw .unusable(":memory:", reason: "\(error)")
        }
    }

    /// The store over connections already open.
    init(connection: ReopeningWriter, path: String, checkpoints: LogCheckpoints?) {
        self.connection = connection
        self.path = path
        self.checkpoints = checkpoints
    }

    /// `path` nil: in memory. `open` makes new connections; the schema is brought up to date on each.
    init(
        path: String?, checkInterval: Duration = .seconds(1), open: @escaping @Sendable () throws -> any DatabaseWriter
    ) throws {
        self.path = path ?? ":memory:"
        let logger = Logger(label: "movies.storage")
        checkpoints = path.map { LogCheckpoints(path: $0, logger: logger) }
        let connection = try ReopeningWriter(path: path, logger: logger, checkInterval: checkInterval) {
            try Self.openedTogether {
                let writer = try open()
                try Self.migrator.migrate(writer)
                return writer
            }
        }
        self.connection = connection
    }

    /// Servers opening a new file together race: turning on its write-ahead log, or reading which
    /// migrations are applied and then writing, is refused at once to one of them (SQLite does not wait
    /// where waiting could deadlock), and each migration is a transaction of its own, so a later server
    /// fails on what the first created or recorded. The loser waits a moment and tries again, and skips
    /// what is applied by then.
    private static func openedTogether(_ open: () throws -> any DatabaseWriter) throws -> any DatabaseWriter {
        let racing: [ResultCode] = [.SQLITE_ERROR, .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_CONSTRAINT]
        var attempts = 0
        while true {
            do {
                return try open()
            } catch let error as DatabaseError where racing.contains(error.resultCode) && attempts < 40 {
                attempts += 1
                Thread.sleep(forTimeInterval: 0.01 * Double(min(attempts, 20)))
            }
        }
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        // Another process importing the catalog holds the write lock for about a second.
        configuration.busyMode = .timeout(10)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // ``LogCheckpoints`` checkpoint in the background; SQLite's own is the backstop.
            try db.execute(sql: "PRAGMA wal_autocheckpoint = \(LogCheckpoints.backstopPages)")
        }
        return configuration
    }
}
