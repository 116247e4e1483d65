public import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func countAttempt(under limits: [AttemptLimit], at time: Date) async throws -> Date? {
        let logger = logger
        return try await transaction { connection in
            // Each key's advisory lock, in one order, so servers counting under the same key take turns
            // and two attempts at once never both fit in the last place.
            for key in Set(limits.map(\.key)).sorted() {
                try await connection.query("SELECT pg_advisory_xact_lock(hashtextextended(\(key), 7))", logger: logger)
            }
            let now = time.timeIntervalSince1970
            try await connection.query(
                "DELETE FROM attempt WHERE at < \(now - AttemptLedger.retention)", logger: logger)
            var times: [String: [Double]] = [:]
            for limit in limits {
                let rows = try await connection.query(
                    "SELECT at FROM attempt WHERE key = \(limit.key) AND at > \(now - limit.window) ORDER BY at",
                    logger: logger)
                var found: [Double] = []
                for try await at in rows.decode(Double.self) { found.append(at) }
                times[limit.key] = found
            }
            if let open = AttemptLedger.refusal(limits, times: times, at: time) { return open }
            for limit in limits {
                try await connection.query(
                    "INSERT INTO attempt (key, at) VALUES (\(limit.key), \(now))", logger: logger)
            }
            return nil
        }
    }

    public func forgetAttempt(under key: String, at time: Date) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                """
                DELETE FROM attempt WHERE ctid = (
                    SELECT ctid FROM attempt WHERE key = \(key) AND at = \(time.timeIntervalSince1970) LIMIT 1)
                """, logger: logger)
        }
    }

    public func forgetAttempts(under key: String) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query("DELETE FROM attempt WHERE key = \(key)", logger: logger)
        }
    }
}
