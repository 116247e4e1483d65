import Foundation
import GRDB
import Logging
import Synchronization

/// Copies the write-ahead log back into the database off the writes' path. Left to SQLite, the write that
/// brings the log to a thousand pages does it (a log of a watch writes a few dozen), and waits for it before
/// it answers: one log in twenty took ten milliseconds more. Here, every `every` writes, a connection of its
/// own checkpoints in the background (passive: it waits for no reader or writer, and no writer waits for
/// it). SQLite's own checkpoint stays as the backstop, at ``backstopPages``, should these fall behind.
final class LogCheckpoints: Sendable {
    /// Where SQLite checkpoints by itself (40 MB of log), should the background ones fall behind.
    static let backstopPages = 10_000

    private struct State {
        var writes = 0
        var running = false
    }

    private let path: String
    private let every: Int
    private let state = Mutex(State())
    private let logger: Logger

    init(path: String, every: Int = 32, logger: Logger) {
        self.path = path
        self.every = every
        self.logger = logger
    }

    /// After each write: starts a checkpoint when `every` writes went by since the last and none is running.
    func wrote() {
        let due = state.withLock { state -> Bool in
            state.writes += 1
            guard state.writes >= every, !state.running else { return false }
            (state.writes, state.running) = (0, true)
            return true
        }
        guard due else { return }
        Task.detached(priority: .utility) { [self] in
            await checkpoint()
            state.withLock { $0.running = false }
        }
    }

    /// One passive checkpoint on a connection opened for it. A failure is logged, not thrown: the writes
    /// went through, and SQLite's own checkpoint is the backstop. Another checkpoint under way is no failure.
    func checkpoint() async {
        // Opening creates a missing file: one removed under the store is the store's to bring back.
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            var configuration = Configuration()
            configuration.label = "movies.checkpoint"
            let connection = try DatabaseQueue(path: path, configuration: configuration)
            _ = try await connection.writeWithoutTransaction { try $0.checkpoint(.passive) }
            try connection.close()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            // Another connection is checkpointing.
        } catch {
            logger.warning("the write-ahead log could not be checkpointed: \(error)")
        }
    }
}
