public import Foundation
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// The logs phones sent with an id of their own (migration 32), each with the watch it made.
    static let sentLogsSchema: [PostgresQuery] = [
        """
        CREATE TABLE sent_log (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            replay_id TEXT NOT NULL,
            watch_id TEXT,
            claimed DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (account_id, replay_id)
        )
        """
    ]

    public func claim(
        _ id: ReplayID, of member: User.ID, at time: Date, staleBefore: Date
    ) async throws -> SentLogClaim {
        let logger = logger
        let (account, replay) = (member.rawValue, id.rawValue)
        let (claimed, stale) = (time.timeIntervalSince1970, staleBefore.timeIntervalSince1970)
        return try await access { connection in
            // One statement claims it, or takes over a claim gone stale, whichever server is first.
            let taken = try await connection.query(
                """
                INSERT INTO sent_log (account_id, replay_id, claimed) VALUES (\(account), \(replay), \(claimed))
                ON CONFLICT (account_id, replay_id) DO UPDATE SET claimed = excluded.claimed
                WHERE sent_log.watch_id IS NULL AND sent_log.claimed < \(stale)
                RETURNING claimed
                """, logger: logger)
            for try await _ in taken { return .claimed }
            let kept = try await connection.query(
                "SELECT watch_id FROM sent_log WHERE account_id = \(account) AND replay_id = \(replay)",
                logger: logger)
            for try await (watch) in kept.decode(String?.self) {
                return watch.map { .logged(Watch.ID($0)) } ?? .sending
            }
            return .sending
        }
    }

    public func settle(_ id: ReplayID, of member: User.ID, watch: Watch.ID) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                """
                UPDATE sent_log SET watch_id = \(watch.rawValue)
                WHERE account_id = \(member.rawValue) AND replay_id = \(id.rawValue)
                """, logger: logger)
        }
    }

    public func release(_ id: ReplayID, of member: User.ID) async throws {
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                """
                DELETE FROM sent_log
                WHERE account_id = \(member.rawValue) AND replay_id = \(id.rawValue) AND watch_id IS NULL
                """, logger: logger)
        }
    }
}
