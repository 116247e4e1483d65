public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func setSession(_ key: String, value: Data, user: User.ID?, expires: Date) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO session (key, account_id, value, expires) VALUES (?, ?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET
                        account_id = excluded.account_id, value = excluded.value, expires = excluded.expires
                    """,
                arguments: [key, user?.rawValue, value, expires.timeIntervalSince1970])
        }
    }

    public func session(_ key: String, at now: Date) async throws -> (value: Data, expires: Date)? {
        try await read { db in
            try Row.fetchOne(
                db, sql: "SELECT value, expires FROM session WHERE key = ? AND expires >= ?",
                arguments: [key, now.timeIntervalSince1970]
            ).map { row in (row[0], Date(timeIntervalSince1970: row[1])) }
        }
    }

    public func removeSession(_ key: String) async throws {
        try await write { db in try db.execute(sql: "DELETE FROM session WHERE key = ?", arguments: [key]) }
    }

    public func sessions(of user: User.ID, at now: Date) async throws -> [(key: String, value: Data, expires: Date)] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT key, value, expires FROM session WHERE account_id = ? AND expires >= ? ORDER BY expires DESC",
                arguments: [user.rawValue, now.timeIntervalSince1970]
            ).map { row in (row[0], row[1], Date(timeIntervalSince1970: row[2])) }
        }
    }

    public func removeSessions(of user: User.ID, keepingNewest count: Int) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    DELETE FROM session WHERE account_id = ? AND key NOT IN (
                        SELECT key FROM session WHERE account_id = ? ORDER BY expires DESC LIMIT ?)
                    """,
                arguments: [user.rawValue, user.rawValue, max(0, count)])
        }
    }

    public func removeSessions(of user: User.ID, except key: String?) async throws {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM session WHERE account_id = ? AND key IS NOT ?", arguments: [user.rawValue, key])
        }
    }

    @discardableResult
    public func removeSessions(expiredBefore time: Date) async throws -> Int {
        try await write { db in
            try db.execute(sql: "DELETE FROM session WHERE expires < ?", arguments: [time.timeIntervalSince1970])
            return db.changesCount
        }
    }
}
