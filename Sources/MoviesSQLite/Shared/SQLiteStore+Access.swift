import GRDB
public import MoviesData

extension SQLiteStore {
    /// Reads in a snapshot; SQLite's errors come out as ``StorageError``.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await Self.reportingErrors(of: path, connection) { try await $0.read(value) }
    }

    /// Writes in one transaction; SQLite's errors come out as ``StorageError``.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let written = try await Self.reportingErrors(of: path, connection) { try await $0.write(updates) }
        checkpoints?.wrote()
        return written
    }

    /// Runs `access` on the current connections, turning SQLite's errors into ``StorageError``s that name
    /// the file at `path`; an error that means the file changed has the connections reopened next time.
    static func reportingErrors<T>(
        of path: String, _ connection: ReopeningWriter, _ access: (any DatabaseWriter) async throws -> T
    ) async throws -> T {
        do {
            return try await access(try connection.current())
        } catch let error as DatabaseError {
            connection.noticed(error)
            throw StorageError(error, path: path)
        }
    }

    public func checkReachable() async throws {
        _ = try await read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    }

    /// Connections close when the last copy of the store goes.
    public func close() async {}

    /// Runs `hook` each time the connections are reopened (the file was replaced, removed or repaired).
    public func whenReopened(_ hook: @escaping @Sendable (any CatalogStore) async -> Void) {
        connection.whenReopened { [path, checkpoints] connection in
            await hook(SQLiteStore(connection: connection, path: path, checkpoints: checkpoints))
        }
    }
}
