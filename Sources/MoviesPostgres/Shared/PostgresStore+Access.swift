import MoviesData
import PostgresNIO

extension PostgresStore {
    /// Runs `body` on a connection leased from the pool, within `timeout` (the store's by default), waiting
    /// for the lease included. PostgreSQL's errors come out as ``StorageError``s that name the server and
    /// database, never the password.
    func access<T: Sendable>(
        timeout: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let location = location
        guard !watch.isDown else { throw StorageError.unreachable(location.description) }
        let logger = logger
        do {
            return try await timed(timeout ?? self.timeout, body)
        } catch is TimedOut {
            // A server that answers a new connection at once is busy, not gone: say so, and let the other
            // accesses through rather than failing every one as if the server were away.
            if (try? await Self.probe(location, within: Self.connectTimeout, logger: logger)) != nil {
                throw StorageError.slow(location.description)
            }
            watch.noticeDown { (try? await Self.probe(location, logger: logger)) != nil }
            throw StorageError.unreachable(location.description)
        } catch let error as StorageError where error == .unreachable(location.description) {
            watch.noticeDown { (try? await Self.probe(location, logger: logger)) != nil }
            throw error
        }
    }

    /// An access that did not end within its time.
    private struct TimedOut: Error {}

    private func timed<T: Sendable>(
        _ timeout: Duration, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let (client, location, meters) = (client, location, meters)
        do {
            let value = try await Abandoning.value(within: timeout) {
                try await meters.measure { use in
                    try await client.withConnection { connection in try await use { try await body(connection) } }
                }
            }
            guard let value else { throw TimedOut() }
            return value
        } catch let error as PSQLError {
            throw StorageError(error, location: location)
        }
    }

    /// Runs `body` in one transaction on one connection, within `timeout` (the store's by default).
    func transaction<T: Sendable>(
        timeout: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let logger = logger
        return try await access(timeout: timeout) { connection in
            do {
                return try await connection.withTransaction(logger: logger) { connection in try await body(connection) }
            } catch let error as PostgresTransactionError {
                // What went wrong, not the wrapper: the body's own error (a Domain error passes through as
                // itself), or PostgreSQL's at BEGIN or COMMIT.
                throw error.closureError ?? error.beginError ?? error.commitError ?? error.rollbackError ?? error
            }
        }
    }
}
