import Foundation
public import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func recentQueryTexts(of owner: String, limit: Int) async throws -> [String] {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT texts[1:\(limit)::int] FROM recent_query_list WHERE owner = \(owner)", logger: logger)
            for try await texts in rows.decode([String].self) { return texts }
            return []
        }
    }

    /// One statement for the whole group, in order: `save_recent_query` locks the table's row count
    /// first, so groups from several servers apply one after another, each seeing the others' rows.
    public func commit(_ saves: [RecentQuerySave]) async throws -> [Bool] {
        let logger = logger
        let owners = saves.map(\.owner)
        let normalized = saves.map(\.query.normalizedText)
        let texts = saves.map(\.query.text)
        let searchedAt = saves.map(\.searchedAt.timeIntervalSince1970)
        let expiries = saves.map(\.expiry.timeIntervalSince1970)
        let capacities = saves.map(\.capacity)
        let totals = saves.map(\.totalCapacity)
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT save_recent_queries(\(owners)::text[], \(normalized)::text[], \(texts)::text[],
                    \(searchedAt)::float8[], \(expiries)::float8[], \(capacities)::int8[], \(totals)::int8[])
                """, logger: logger)
            var kept: [Bool] = []
            for try await saved in rows.decode(Bool.self) { kept.append(saved) }
            return kept
        }
    }
}
