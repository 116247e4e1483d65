import Foundation
import GRDB
public import MoviesData
import MoviesDomain

extension SQLiteStore {
    public func recentQueryTexts(of owner: String, limit: Int) async throws -> [String] {
        try await read { db in
            try String.fetchAll(
                db.cachedStatement(sql: "SELECT text FROM recent_query WHERE owner = ? ORDER BY id DESC LIMIT ?"),
                arguments: [owner, limit])
        }
    }

    public func moveRecentQueries(from: String, to: String, capacity: Int) async throws {
        try await write { db in
            // The visitor's spelling and time win for a query in both: they are the latest searches.
            try db.execute(
                sql: """
                    DELETE FROM recent_query WHERE owner = :to AND normalized_text IN (
                        SELECT normalized_text FROM recent_query WHERE owner = :from)
                    """, arguments: ["from": from, "to": to])
            try db.execute(sql: "UPDATE recent_query SET owner = ? WHERE owner = ?", arguments: [to, from])
            // Ids grow with time, so the newest are the highest, whichever list they came from.
            try db.execute(
                sql: """
                    DELETE FROM recent_query WHERE owner = :to AND id NOT IN (
                        SELECT id FROM recent_query WHERE owner = :to ORDER BY id DESC LIMIT :kept)
                    """, arguments: ["to": to, "kept": capacity])
        }
    }

    public func removeRecentQueries(of owner: String, normalizedText: String?) async throws {
        try await write { db in
            if let normalizedText {
                try db.execute(
                    sql: "DELETE FROM recent_query WHERE owner = ? AND normalized_text = ?",
                    arguments: [owner, normalizedText])
            } else {
                try db.execute(sql: "DELETE FROM recent_query WHERE owner = ?", arguments: [owner])
            }
        }
    }

    public func commit(_ saves: [RecentQuerySave]) async throws -> [Bool] {
        try await write { db in try saves.map { try Self.apply($0, in: db) } }
    }

    /// Applies `save` by the rules of ``RecentQuerySave``; whether it was kept.
    private static func apply(_ save: RecentQuerySave, in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "DELETE FROM recent_query WHERE searched_at < ?")
            .execute(arguments: [save.expiry.timeIntervalSince1970])
        let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT rows FROM recent_query_total")) ?? 0
        let owned =
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM recent_query WHERE owner = ?"), arguments: [save.owner])
            ?? 0
        if save.isRefused(owned: owned, total: total) { return false }
        // Delete and insert rather than update: the new row's id puts it on top.
        try db.cachedStatement(sql: "DELETE FROM recent_query WHERE owner = ? AND normalized_text = ?")
            .execute(arguments: [save.owner, save.query.normalizedText])
        try db.cachedStatement(
            sql: "INSERT INTO recent_query (owner, normalized_text, text, searched_at) VALUES (?, ?, ?, ?)"
        ).execute(arguments: [
            save.owner, save.query.normalizedText, save.query.text, save.searchedAt.timeIntervalSince1970,
        ])
        try db.cachedStatement(
            sql: """
                DELETE FROM recent_query WHERE owner = :owner AND id NOT IN (
                    SELECT id FROM recent_query WHERE owner = :owner ORDER BY id DESC LIMIT :kept)
                """
        ).execute(arguments: ["owner": save.owner, "kept": save.kept(owned: owned, total: total)])
        return true
    }
}
