import Foundation
import GRDB
import MoviesDomain

/// One query to remember for one owner, with the limits its repository keeps to.
struct RecentQuerySave: Sendable {
    let owner: String
    let query: MovieQuery
    let capacity: Int
    let totalCapacity: Int

    func apply(_ db: Database) throws {
        // Delete and insert rather than update: the new row's id puts it on top.
        try db.cachedStatement(sql: "DELETE FROM recent_query WHERE owner = ? AND normalized_text = ?")
            .execute(arguments: [owner, query.normalizedText])
        try db.cachedStatement(
            sql: "INSERT INTO recent_query (owner, normalized_text, text, searched_at) VALUES (?, ?, ?, ?)"
        ).execute(arguments: [owner, query.normalizedText, query.text, Date().timeIntervalSince1970])
        try db.cachedStatement(
            sql: """
                DELETE FROM recent_query WHERE owner = :owner AND id NOT IN (
                    SELECT id FROM recent_query WHERE owner = :owner ORDER BY id DESC LIMIT :capacity)
                """
        ).execute(arguments: ["owner": owner, "capacity": capacity])
        // Ids only grow, so the oldest rows of all are a range of the primary key.
        try db.cachedStatement(sql: "DELETE FROM recent_query WHERE id <= (SELECT max(id) FROM recent_query) - ?")
            .execute(arguments: [totalCapacity])
    }
}
