import Foundation
import Logging
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

extension PostgresStore {
    /// In one transaction that holds the row count's lock first, as every save does.
    public func moveRecentQueries(from: String, to: String, capacity: Int) async throws {
        let logger = logger
        try await transaction { connection in
            try await connection.query("SELECT rows FROM recent_query_total WHERE id = 1 FOR UPDATE", logger: logger)
            let moved = try await Self.recentQueryList(of: from, on: connection, logger: logger)
            guard !moved.isEmpty else { return }
            let kept = try await Self.recentQueryList(of: to, on: connection, logger: logger)
            var seen = Set<String>()
            // Newest first; on a tie the visitor's (the latest searches) first.
            let merged = (moved + kept).enumerated().sorted {
                ($0.element.at, -$0.offset) > ($1.element.at, -$1.offset)
            }
            .map(\.element).filter { seen.insert($0.normalized).inserted }.prefix(capacity)
            let (normalized, texts, times) = (merged.map(\.normalized), merged.map(\.text), merged.map(\.at))
            try await connection.query("DELETE FROM recent_query_list WHERE owner = \(from)", logger: logger)
            try await connection.query(
                """
                INSERT INTO recent_query_list (owner, normalized, texts, searched_at, last_searched)
                VALUES (\(to), \(normalized)::text[], \(texts)::text[], \(times)::float8[], \(times.max() ?? 0))
                ON CONFLICT (owner) DO UPDATE SET normalized = excluded.normalized, texts = excluded.texts,
                    searched_at = excluded.searched_at, last_searched = excluded.last_searched
                """, logger: logger)
            let change = merged.count - moved.count - kept.count
            try await connection.query(
                "UPDATE recent_query_total SET rows = rows + \(change) WHERE id = 1", logger: logger)
        }
    }

    /// In one transaction that holds the row count's lock first, as every save does.
    public func removeRecentQueries(of owner: String, normalizedText: String?) async throws {
        let logger = logger
        try await transaction { connection in
            try await connection.query("SELECT rows FROM recent_query_total WHERE id = 1 FOR UPDATE", logger: logger)
            let list = try await Self.recentQueryList(of: owner, on: connection, logger: logger)
            let kept = normalizedText.map { removed in list.filter { $0.normalized != removed } } ?? []
            guard kept.count < list.count else { return }
            if kept.isEmpty {
                try await connection.query("DELETE FROM recent_query_list WHERE owner = \(owner)", logger: logger)
            } else {
                let (normalized, texts, times) = (kept.map(\.normalized), kept.map(\.text), kept.map(\.at))
                try await connection.query(
                    """
                    UPDATE recent_query_list SET normalized = \(normalized)::text[], texts = \(texts)::text[],
                        searched_at = \(times)::float8[], last_searched = \(times.max() ?? 0)
                    WHERE owner = \(owner)
                    """, logger: logger)
            }
            try await connection.query(
                "UPDATE recent_query_total SET rows = rows - \(list.count - kept.count) WHERE id = 1", logger: logger)
        }
    }

    private static func recentQueryList(
        of owner: String, on connection: PostgresConnection, logger: Logger
    )
        async throws -> [(normalized: String, text: String, at: Double)]
    {
        let rows = try await connection.query(
            "SELECT normalized, texts, searched_at FROM recent_query_list WHERE owner = \(owner) FOR UPDATE",
            logger: logger)
        for try await (normalized, texts, times) in rows.decode(([String], [String], [Double]).self) {
            return zip(normalized, zip(texts, times)).map { ($0, $1.0, $1.1) }
        }
        return []
    }
}
