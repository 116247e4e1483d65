import Foundation
import GRDB
import MoviesDomain

/// One query to remember for one owner, with the limits its repository keeps to.
///
/// The table is shared by every owner and bounded, and the bound never costs anyone their history
/// because others arrived: an owner's own oldest queries make room for its new ones, rows expire after
/// `retention` without being searched again, and when the table is full a newcomer (an owner with no
/// rows) is not remembered rather than pushing someone else out.
struct RecentQuerySave: Sendable {
    let owner: String
    let query: MovieQuery
    let capacity: Int
    let totalCapacity: Int
    let retention: TimeInterval

    /// Whether the query was kept: false for a newcomer while the table is full.
    func apply(_ db: Database, now: Date = Date()) throws -> Bool {
        let now = now.timeIntervalSince1970
        try db.cachedStatement(sql: "DELETE FROM recent_query WHERE searched_at < ?")
            .execute(arguments: [now - retention])
        let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT rows FROM recent_query_total")) ?? 0
        let owned =
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM recent_query WHERE owner = ?"), arguments: [owner]) ?? 0
        if owned == 0, total >= totalCapacity { return false }
        // Delete and insert rather than update: the new row's id puts it on top.
        try db.cachedStatement(sql: "DELETE FROM recent_query WHERE owner = ? AND normalized_text = ?")
            .execute(arguments: [owner, query.normalizedText])
        try db.cachedStatement(
            sql: "INSERT INTO recent_query (owner, normalized_text, text, searched_at) VALUES (?, ?, ?, ?)"
        ).execute(arguments: [owner, query.normalizedText, query.text, now])
        // At the total capacity an owner's list rolls over instead of growing.
        let kept = total >= totalCapacity ? owned : capacity
        try db.cachedStatement(
            sql: """
                DELETE FROM recent_query WHERE owner = :owner AND id NOT IN (
                    SELECT id FROM recent_query WHERE owner = :owner ORDER BY id DESC LIMIT :kept)
                """
        ).execute(arguments: ["owner": owner, "kept": max(1, min(kept, capacity))])
        return true
    }
}
