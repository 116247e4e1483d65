public import Foundation
import GRDB
public import MoviesDomain

extension SQLiteStore {
    /// The logs phones sent with an id of their own (migration 37), each with the watch it made.
    static let sentLogsSchema = """
        CREATE TABLE sent_log (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            replay_id TEXT NOT NULL,
            watch_id TEXT,
            claimed REAL NOT NULL,
            PRIMARY KEY (account_id, replay_id)
        );
        """

    public func claim(
        _ id: ReplayID, of member: User.ID, at time: Date, staleBefore: Date
    ) async throws -> SentLogClaim {
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO sent_log (account_id, replay_id, claimed) VALUES (?, ?, ?)
                    ON CONFLICT (account_id, replay_id) DO UPDATE SET claimed = excluded.claimed
                    WHERE sent_log.watch_id IS NULL AND sent_log.claimed < ?
                    """,
                arguments: [
                    member.rawValue, id.rawValue, time.timeIntervalSince1970, staleBefore.timeIntervalSince1970,
                ])
            if db.changesCount > 0 { return .claimed }
            let watch = try String.fetchOne(
                db, sql: "SELECT watch_id FROM sent_log WHERE account_id = ? AND replay_id = ?",
                arguments: [member.rawValue, id.rawValue])
            return watch.map { .logged(Watch.ID($0)) } ?? .sending
        }
    }

    public func settle(_ id: ReplayID, of member: User.ID, watch: Watch.ID) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE sent_log SET watch_id = ? WHERE account_id = ? AND replay_id = ?",
                arguments: [watch.rawValue, member.rawValue, id.rawValue])
        }
    }

    public func release(_ id: ReplayID, of member: User.ID) async throws {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM sent_log WHERE account_id = ? AND replay_id = ? AND watch_id IS NULL",
                arguments: [member.rawValue, id.rawValue])
        }
    }
}
