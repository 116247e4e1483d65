import Metrics
import Synchronization

/// What an operator watches of the pool: connections in use, accesses waiting for one, and the pool's
/// size, as `movies_storage_connections_*` in `/metrics`.
struct PoolMeters: Sendable {
    private let inUse = Meter(label: "movies_storage_connections_in_use")
    private let waiting = Meter(label: "movies_storage_connections_waiting")
    private let size = Meter(label: "movies_storage_connections_max")

    init(poolSize: Int) {
        size.set(poolSize)
    }

    /// Runs `lease`, counted as waiting until it calls its argument with the work to do on the connection,
    /// then as in use until that work is done.
    func measure<T: Sendable>(
        _ lease: (_ use: @escaping @Sendable (() async throws -> T) async throws -> T) async throws -> T
    ) async throws -> T {
        let stillWaiting = Mutex(true)
        waiting.increment()
        defer { if stillWaiting.withLock({ $0 }) { waiting.decrement() } }
        return try await lease { [inUse, waiting] work in
            stillWaiting.withLock { $0 = false }
            waiting.decrement()
            inUse.increment()
            defer { inUse.decrement() }
            return try await work()
        }
    }
}
