import GRDB

extension AppDatabase {
    /// Reads in a snapshot; SQLite's errors come out as ``StorageError``.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await Self.reportingErrors(of: path) { try await writer.read(value) }
    }

    /// Writes in one transaction; SQLite's errors come out as ``StorageError``.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await Self.reportingErrors(of: path) { try await writer.write(updates) }
    }

    /// Runs `access`, turning SQLite's errors into ``StorageError``s that name the file at `path`.
    static func reportingErrors<T>(of path: String, _ access: () async throws -> T) async throws -> T {
        do {
            return try await access()
        } catch let error as DatabaseError {
            throw StorageError(error, path: path)
        }
    }
}
