import Foundation
import GRDB

/// Answers of a remote service kept in SQLite by key, each a DTO as JSON: what is read back is exactly
/// what was stored, in its order. Entries older than `timeToLive` are not handed out; beyond `capacity`
/// entries, the oldest are dropped.
struct SQLiteResponseCache: Sendable {
    struct Entry<Value: Sendable>: Sendable {
        let value: Value
        let savedAt: Date
    }

    let database: AppDatabase
    var capacity = 2_000
    var now: @Sendable () -> Date = { Date() }

    func entry<Value: Decodable & Sendable>(
        _ type: Value.Type,
        for key: String,
        timeToLive: TimeInterval
    ) async throws -> Entry<Value>? {
        let oldest = now().addingTimeInterval(-timeToLive).timeIntervalSince1970
        let stored = try await database.read { db -> (body: Data, savedAt: Double)? in
            let row = try Row.fetchOne(
                db, sql: "SELECT body, saved_at FROM response_cache WHERE key = ? AND saved_at >= ?",
                arguments: [key, oldest])
            return row.map { ($0["body"], $0["saved_at"]) }
        }
        guard let stored, let value = try? JSONCoding.decoder.decode(type, from: stored.body) else { return nil }
        return Entry(value: value, savedAt: Date(timeIntervalSince1970: stored.savedAt))
    }

    func store(_ value: some Encodable & Sendable, for key: String) async throws {
        let body = try JSONCoding.encoder.encode(value)
        let (savedAt, capacity) = (now().timeIntervalSince1970, capacity)
        try await database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO response_cache (key, body, saved_at) VALUES (?, ?, ?)",
                arguments: [key, body, savedAt])
            try db.execute(
                sql: """
                    DELETE FROM response_cache WHERE key NOT IN (
                        SELECT key FROM response_cache ORDER BY saved_at DESC LIMIT ?)
                    """,
                arguments: [capacity])
        }
    }
}
