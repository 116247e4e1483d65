public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Access tokens by the digest of their secret (migration 5); they go with the account (and its
    /// password).
    static let accessTokensSchema: [PostgresQuery] = [
        """
        CREATE TABLE access_token (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            digest TEXT NOT NULL UNIQUE,
            label TEXT NOT NULL,
            scope TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL,
            expires DOUBLE PRECISION
        )
        """,
        "CREATE INDEX access_token_by_account ON access_token (account_id, created)",
    ]

    public func addToken(_ token: AccessToken, digest: String, limit: Int) async throws -> Bool {
        let logger = logger
        return try await transaction { connection in
            // The member's row, locked to the end of the transaction: concurrent issuers (on any server)
            // count one after another.
            let member = token.member.rawValue
            _ = try await Self.count(
                "SELECT 1 FROM account WHERE id = \(member) FOR UPDATE", on: connection, logger: logger)
            let live = try await Self.count(
                """
                SELECT 1 FROM access_token WHERE account_id = \(member)
                AND (expires IS NULL OR expires >= \(token.created.timeIntervalSince1970))
                """, on: connection, logger: logger)
            guard live < limit else { return false }
            return try await Self.requiringAccount {
                try await connection.query(
                    """
                    INSERT INTO access_token (id, account_id, digest, label, scope, created, expires)
                    VALUES (\(token.id.rawValue), \(token.member.rawValue), \(digest), \(token.label),
                        \(token.scope.rawValue), \(token.created.timeIntervalSince1970),
                        \(token.expires?.timeIntervalSince1970))
                    """, logger: logger)
                return true
            }
        }
    }

    public func token(withDigest digest: String, at now: Date) async throws -> AccessToken? {
        try await tokens(
            """
            SELECT id, account_id, label, scope, created, expires, last_used FROM access_token
            WHERE digest = \(digest) AND (expires IS NULL OR expires >= \(now.timeIntervalSince1970))
            """
        ).first
    }

    public func tokens(of member: User.ID, at now: Date) async throws -> [AccessToken] {
        try await tokens(
            """
            SELECT id, account_id, label, scope, created, expires, last_used FROM access_token
            WHERE account_id = \(member.rawValue) AND (expires IS NULL OR expires >= \(now.timeIntervalSince1970))
            ORDER BY created DESC, id
            """)
    }

    public func removeToken(_ id: AccessToken.ID, of member: User.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            try await Self.count(
                """
                DELETE FROM access_token WHERE id = \(id.rawValue) AND account_id = \(member.rawValue) RETURNING 1
                """, on: connection, logger: logger) > 0
        }
    }

    public func markUsed(_ id: AccessToken.ID, at date: Date) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                "UPDATE access_token SET last_used = \(date.timeIntervalSince1970) WHERE id = \(id.rawValue)",
                logger: logger)
        }
    }

    private func tokens(_ query: PostgresQuery) async throws -> [AccessToken] {
        let logger = logger
        return try await access { connection in
            var tokens: [AccessToken] = []
            let rows = try await connection.query(query, logger: logger)
            for try await (id, account, label, scope, created, expires, lastUsed) in rows.decode(
                (String, String, String, String, Double, Double?, Double?).self)
            {
                let record = AccessTokenRecord(
                    id: id, account: account, label: label, scope: scope, created: created, expires: expires,
                    lastUsed: lastUsed)
                if let token = record.toDomain() { tokens.append(token) }
            }
            return tokens
        }
    }
}
