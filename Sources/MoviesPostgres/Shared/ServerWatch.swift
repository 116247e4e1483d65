import Synchronization

/// Whether the database server is known to be away. Once an access finds it unreachable, later accesses
/// fail at once instead of each waiting out the timeout, while one watcher tries a connection every
/// half second; the first that succeeds lets accesses through again.
final class ServerWatch: Sendable {
    private let state = Mutex<(isDown: Bool, isWatching: Bool)>((false, false))
    private let watcher = Mutex<Task<Void, Never>?>(nil)

    var isDown: Bool { state.withLock { $0.isDown } }

    /// Marks the server away and, unless one is already watching, watches for it with `probe`.
    func noticeDown(probe: @escaping @Sendable () async -> Bool) {
        let startsWatching = state.withLock { state -> Bool in
            state.isDown = true
            defer { state.isWatching = true }
            return !state.isWatching
        }
        guard startsWatching else { return }
        let task = Task { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                if await probe() { break }
            }
            state.withLock { $0 = (false, false) }
        }
        watcher.withLock { $0 = task }
    }

    /// Stops watching: the store is closing.
    func stop() {
        watcher.withLock { $0?.cancel() }
    }
}
