public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func countAttempt(under limits: [AttemptLimit], at time: Date) async throws -> Date? {
        // One write transaction: SQLite lets one writer in at a time, across processes too, so two
        // attempts at once are counted one after the other.
        try await write { db in
            let now = time.timeIntervalSince1970
            try db.execute(sql: "DELETE FROM attempt WHERE at < ?", arguments: [now - AttemptLedger.retention])
            var times: [String: [Double]] = [:]
            for limit in limits {
                times[limit.key] = try Double.fetchAll(
                    db, sql: "SELECT at FROM attempt WHERE key = ? AND at > ? ORDER BY at",
                    arguments: [limit.key, now - limit.window])
            }
            if let open = AttemptLedger.refusal(limits, times: times, at: time) { return open }
            for limit in limits {
                try db.execute(sql: "INSERT INTO attempt (key, at) VALUES (?, ?)", arguments: [limit.key, now])
            }
            return nil
        }
    }

    public func forgetAttempt(under key: String, at time: Date) async throws {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM attempt WHERE rowid = (SELECT rowid FROM attempt WHERE key = ? AND at = ? LIMIT 1)",
                arguments: [key, time.timeIntervalSince1970])
        }
    }

    public func forgetAttempts(under key: String) async throws {
        try await write { db in try db.execute(sql: "DELETE FROM attempt WHERE key = ?", arguments: [key]) }
    }
}
