public import Foundation
import GRDB
public import MoviesData

extension SQLiteStore {
    public func storedResponse(for key: String, savedSince oldest: Date) async throws -> StoredResponse? {
        try await read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT body, saved_at FROM response_cache WHERE key = ? AND saved_at >= ?",
                arguments: [key, oldest.timeIntervalSince1970])
            return row.map { StoredResponse(body: $0["body"], savedAt: Date(timeIntervalSince1970: $0["saved_at"])) }
        }
    }

    public func storeResponse(_ body: Data, for key: String, savedAt: Date, keeping capacity: Int) async throws {
        try await write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO response_cache (key, body, saved_at) VALUES (?, ?, ?)",
                arguments: [key, body, savedAt.timeIntervalSince1970])
            try db.execute(
                sql: """
                    DELETE FROM response_cache WHERE key NOT IN (
                        SELECT key FROM response_cache ORDER BY saved_at DESC LIMIT ?)
                    """,
                arguments: [capacity])
        }
    }
}
