import GRDB

extension AppDatabase {
    /// Reads in a snapshot; SQLite's errors come out as ``StorageError``.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(value)
        } catch let error as DatabaseError {
            throw StorageError(error, path: path)
        }
    }

    /// Writes in one transaction; SQLite's errors come out as ``StorageError``.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(updates)
        } catch let error as DatabaseError {
            throw StorageError(error, path: path)
        }
    }
}
