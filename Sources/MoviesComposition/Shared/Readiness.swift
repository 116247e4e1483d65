import Synchronization

/// Whether the store has been brought up (schema migrated, catalog imported): a server that started
/// while its database was away answers `/ready` with 503 until then.
final class Readiness: Sendable {
    private let isReady = Mutex(false)

    var ready: Bool { isReady.withLock { $0 } }

    func markReady() {
        isReady.withLock { $0 = true }
    }
}
