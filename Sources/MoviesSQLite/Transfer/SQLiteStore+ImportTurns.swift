public import Foundation
import GRDB
public import MoviesDomain

extension SQLiteStore {
    /// Each member's import turn (migration 16): who holds it and when they last said so.
    static let importTurnsSchema = """
        CREATE TABLE import_turn (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            holder TEXT NOT NULL,
            renewed REAL NOT NULL
        ) WITHOUT ROWID;
        """

    public func takeImportTurn(
        of member: User.ID, holder: String, at time: Date, staleBefore: Date
    ) async throws -> Bool {
        // One statement in one write transaction: SQLite lets one writer in at a time, across processes.
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO import_turn (account_id, holder, renewed) VALUES (?, ?, ?)
                    ON CONFLICT (account_id) DO UPDATE SET holder = excluded.holder, renewed = excluded.renewed
                    WHERE import_turn.renewed < ?
                    """,
                arguments: [
                    member.rawValue, holder, time.timeIntervalSince1970, staleBefore.timeIntervalSince1970,
                ])
            return db.changesCount > 0
        }
    }

    public func renewImportTurn(of member: User.ID, holder: String, at time: Date) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "UPDATE import_turn SET renewed = ? WHERE account_id = ? AND holder = ?",
                arguments: [time.timeIntervalSince1970, member.rawValue, holder])
            return db.changesCount > 0
        }
    }

    public func endImportTurn(of member: User.ID, holder: String) async throws {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM import_turn WHERE account_id = ? AND holder = ?",
                arguments: [member.rawValue, holder])
        }
    }
}
