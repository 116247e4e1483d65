public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// Access tokens by the digest of their secret; they go with the account (and its password).
    static let accessTokensSchema = """
        CREATE TABLE access_token (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            digest TEXT NOT NULL UNIQUE,
            label TEXT NOT NULL,
            scope TEXT NOT NULL,
            created REAL NOT NULL,
            expires REAL
        );
        CREATE INDEX access_token_by_account ON access_token (account_id, created);
        """

    public func addToken(_ token: AccessToken, digest: String, limit: Int) async throws -> Bool {
        // One write transaction: SQLite runs one writer at a time, across processes too.
        try await write { db in
            let live = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM access_token WHERE account_id = ? AND \(Self.unexpired)",
                arguments: [token.member.rawValue, token.created.timeIntervalSince1970])
            guard (live ?? 0) < limit else { return false }
            return try Self.requiringAccount {
                try db.execute(
                    sql: """
                        INSERT INTO access_token (id, account_id, digest, label, scope, created, expires)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        token.id.rawValue, token.member.rawValue, digest, token.label, token.scope.rawValue,
                        token.created.timeIntervalSince1970, token.expires?.timeIntervalSince1970,
                    ])
                return true
            }
        }
    }

    public func token(withDigest digest: String, at now: Date) async throws -> AccessToken? {
        try await read { db in
            try Row.fetchOne(
                db, sql: "SELECT \(Self.tokenColumns) FROM access_token WHERE digest = ? AND \(Self.unexpired)",
                arguments: [digest, now.timeIntervalSince1970]
            ).flatMap(Self.token(from:))
        }
    }

    public func tokens(of member: User.ID, at now: Date) async throws -> [AccessToken] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.tokenColumns) FROM access_token WHERE account_id = ? AND \(Self.unexpired)
                    ORDER BY created DESC, id
                    """,
                arguments: [member.rawValue, now.timeIntervalSince1970]
            ).compactMap(Self.token(from:))
        }
    }

    public func removeToken(_ id: AccessToken.ID, of member: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM access_token WHERE id = ? AND account_id = ?",
                arguments: [id.rawValue, member.rawValue])
            return db.changesCount > 0
        }
    }

    public func markUsed(_ id: AccessToken.ID, at date: Date) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE access_token SET last_used = ? WHERE id = ?",
                arguments: [date.timeIntervalSince1970, id.rawValue])
        }
    }

    private static let tokenColumns = "id, account_id, label, scope, created, expires, last_used"
    private static let unexpired = "(expires IS NULL OR expires >= ?)"

    private static func token(from row: Row) -> AccessToken? {
        AccessTokenRecord(
            id: row[0], account: row[1], label: row[2], scope: row[3], created: row[4], expires: row[5],
            lastUsed: row[6]
        ).toDomain()
    }
}
