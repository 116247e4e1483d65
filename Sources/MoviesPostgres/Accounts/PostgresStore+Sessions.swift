public import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func setSession(_ key: String, value: Data, user: User.ID?, expires: Date) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                """
                INSERT INTO session (key, account_id, value, expires)
                VALUES (\(key), \(user?.rawValue), \(value), \(expires.timeIntervalSince1970))
                ON CONFLICT (key) DO UPDATE SET
                    account_id = excluded.account_id, value = excluded.value, expires = excluded.expires
                """, logger: logger)
        }
    }

    public func session(_ key: String, at now: Date) async throws -> (value: Data, expires: Date)? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT value, expires FROM session WHERE key = \(key) AND expires >= \(now.timeIntervalSince1970)
                """, logger: logger)
            for try await (value, expires) in rows.decode((Data, Double).self) {
                return (value, Date(timeIntervalSince1970: expires))
            }
            return nil
        }
    }

    public func removeSession(_ key: String) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query("DELETE FROM session WHERE key = \(key)", logger: logger)
        }
    }

    public func sessions(of user: User.ID, at now: Date) async throws -> [(key: String, value: Data, expires: Date)] {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT key, value, expires FROM session
                WHERE account_id = \(user.rawValue) AND expires >= \(now.timeIntervalSince1970) ORDER BY expires DESC
                """, logger: logger)
            var found: [(key: String, value: Data, expires: Date)] = []
            for try await (key, value, expires) in rows.decode((String, Data, Double).self) {
                found.append((key, value, Date(timeIntervalSince1970: expires)))
            }
            return found
        }
    }

    public func removeSessions(of user: User.ID, keepingNewest count: Int) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                """
                DELETE FROM session WHERE account_id = \(user.rawValue) AND key NOT IN (
                    SELECT key FROM session WHERE account_id = \(user.rawValue) ORDER BY expires DESC LIMIT \(max(0, count)))
                """, logger: logger)
        }
    }

    public func removeSessions(of user: User.ID, except key: String?) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                "DELETE FROM session WHERE account_id = \(user.rawValue) AND key IS DISTINCT FROM \(key)",
                logger: logger)
        }
    }

    @discardableResult
    public func removeSessions(expiredBefore time: Date) async throws -> Int {
        let logger = logger
        return try await access { connection in
            try await Self.count(
                "DELETE FROM session WHERE expires < \(time.timeIntervalSince1970) RETURNING 1", on: connection,
                logger: logger)
        }
    }
}
