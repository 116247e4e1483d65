import Foundation
import GRDB
import Logging
import Synchronization

/// The database's connections, opened again when the file under them changed: SQLite keeps using a file
/// that was deleted or replaced, and keeps failing on one that was damaged even after it is restored.
/// At most once every `checkInterval` (a second) an access checks that the path still names the file that was opened (device and
/// inode); after an error that means the file changed under it (not a database, corrupt, I/O, moved), the
/// next access reopens. Opening again runs the migrations, so a removed file comes back empty and
/// current; `reopened` hooks (the catalog import) run after each reopening.
final class ReopeningWriter: Sendable {
    private struct State {
        var writer: any DatabaseWriter
        var identity: FileIdentity?
        var checked = ContinuousClock.now
        var suspect = false
        /// Connections replaced by a reopening, kept open: SQLite's last connection to a database deletes
        /// its write-ahead log by name on closing, and that name may now be the new file's log.
        var retired: [any DatabaseWriter] = []
    }

    private let path: String?
    private let checkInterval: Duration
    private let open: @Sendable () throws -> any DatabaseWriter
    private let state: Mutex<State>
    /// Handed the writer, not holding it: a hook that held it would keep it (and its files) open forever.
    private let hooks = Mutex<[@Sendable (ReopeningWriter) async -> Void]>([])
    private let logger: Logger

    /// `path` nil: a database in memory, never reopened.
    init(
        path: String?, logger: Logger, checkInterval: Duration = .seconds(1),
        open: @escaping @Sendable () throws -> any DatabaseWriter
    ) throws {
        self.path = path
        self.checkInterval = checkInterval
        self.open = open
        self.logger = logger
        state = Mutex(State(writer: try open(), identity: path.flatMap(FileIdentity.init)))
    }

    /// The connections to use now, reopened first when they are due.
    func current() throws -> any DatabaseWriter {
        guard let path else { return state.withLock { $0.writer } }
        let now = ContinuousClock.now
        let (writer, due) = state.withLock { state -> (any DatabaseWriter, Bool) in
            guard now - state.checked >= checkInterval else { return (state.writer, false) }
            state.checked = now
            return (state.writer, state.suspect || FileIdentity(path) != state.identity)
        }
        return due ? try reopen(path) : writer
    }

    /// After `error`: reopen on the next access if it means the file changed under the connections.
    func noticed(_ error: DatabaseError) {
        guard path != nil, Self.meansTheFileChanged(error) else { return }
        state.withLock { state in
            if !state.suspect { state.checked = .now - checkInterval }
            state.suspect = true
        }
    }

    /// Runs `hook` after each reopening.
    func whenReopened(_ hook: @escaping @Sendable (ReopeningWriter) async -> Void) {
        hooks.withLock { $0.append(hook) }
    }

    private func reopen(_ path: String) throws -> any DatabaseWriter {
        let identity = state.withLock { $0.identity }
        if FileIdentity(path) != identity {
            // The log and shared memory at the path belong to the file that was removed or replaced.
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let writer: any DatabaseWriter
        do {
            writer = try open()
        } catch {
            state.withLock { $0.suspect = true }
            throw error
        }
        state.withLock { state in
            state.retired.append(state.writer)
            state.writer = writer
            state.identity = FileIdentity(path)
            state.suspect = false
        }
        logger.notice("reopened the database \(path): the file was replaced, removed or failed")
        let hooks = hooks.withLock { $0 }
        Task { [self] in for hook in hooks { await hook(self) } }
        return writer
    }

    private static func meansTheFileChanged(_ error: DatabaseError) -> Bool {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_IOERR, .SQLITE_CANTOPEN: true
        default: error.extendedResultCode == .SQLITE_READONLY_DBMOVED
        }
    }
}
