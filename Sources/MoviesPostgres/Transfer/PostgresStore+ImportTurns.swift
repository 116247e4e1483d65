public import Foundation
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Each member's import turn (migration 11): who holds it and when they last said so.
    static let importTurnsSchema: [PostgresQuery] = [
        """
        CREATE TABLE import_turn (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            holder TEXT NOT NULL,
            renewed DOUBLE PRECISION NOT NULL
        )
        """
    ]

    public func takeImportTurn(
        of member: User.ID, holder: String, at time: Date, staleBefore: Date
    ) async throws -> Bool {
        let logger = logger
        // One statement: the primary key makes servers taking it at once wait on each other, and the
        // update happens only where the holder has gone quiet.
        return try await access { connection in
            let rows = try await connection.query(
                """
                INSERT INTO import_turn (account_id, holder, renewed)
                VALUES (\(member.rawValue), \(holder), \(time.timeIntervalSince1970))
                ON CONFLICT (account_id) DO UPDATE SET holder = excluded.holder, renewed = excluded.renewed
                WHERE import_turn.renewed < \(staleBefore.timeIntervalSince1970)
                RETURNING holder
                """, logger: logger)
            var taken = false
            for try await _ in rows.decode(String.self) { taken = true }
            return taken
        }
    }

    public func renewImportTurn(of member: User.ID, holder: String, at time: Date) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                UPDATE import_turn SET renewed = \(time.timeIntervalSince1970)
                WHERE account_id = \(member.rawValue) AND holder = \(holder) RETURNING holder
                """, logger: logger)
            var renewed = false
            for try await _ in rows.decode(String.self) { renewed = true }
            return renewed
        }
    }

    public func endImportTurn(of member: User.ID, holder: String) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                "DELETE FROM import_turn WHERE account_id = \(member.rawValue) AND holder = \(holder)", logger: logger)
        }
    }
}
