public import Foundation
public import MoviesData
import PostgresNIO

extension PostgresStore {
    public func storedResponse(for key: String, savedSince oldest: Date) async throws -> StoredResponse? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT body, saved_at FROM response_cache
                WHERE key = \(key) AND saved_at >= \(oldest.timeIntervalSince1970)
                """, logger: logger)
            for try await (body, savedAt) in rows.decode((Data, Double).self) {
                return StoredResponse(body: body, savedAt: Date(timeIntervalSince1970: savedAt))
            }
            return nil
        }
    }

    public func storeResponse(_ body: Data, for key: String, savedAt: Date, keeping capacity: Int) async throws {
        let logger = logger
        try await access { connection in
            try await connection.query(
                """
                INSERT INTO response_cache (key, body, saved_at) VALUES (\(key), \(body), \(savedAt.timeIntervalSince1970))
                ON CONFLICT (key) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
                """, logger: logger)
            try await connection.query(
                """
                DELETE FROM response_cache WHERE key IN (
                    SELECT key FROM response_cache ORDER BY saved_at DESC OFFSET \(capacity))
                """, logger: logger)
        }
    }
}
