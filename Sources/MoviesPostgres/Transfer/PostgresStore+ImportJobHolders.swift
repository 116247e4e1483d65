public import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func beatImportJob(
        _ id: ImportJob.ID, holder: String, progress: ImportProgress, at time: Date
    ) async throws -> ImportJob.Beat {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                UPDATE import_job SET done = \(progress.done), total = \(progress.total),
                updated = \(time.timeIntervalSince1970)
                WHERE id = \(id.rawValue) AND holder = \(holder) AND state = 'running' RETURNING stop_asked
                """, logger: logger)
            for try await asked in rows.decode(Bool.self) { return asked ? .stop : .carryOn }
            return .lost
        }
    }

    public func askImportJobToStop(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        let logger = logger
        return try await access { connection in
            try await connection.query(
                """
                UPDATE import_job SET stop_asked = TRUE
                WHERE id = \(id.rawValue) AND account_id = \(member.rawValue) AND state = 'running'
                """, logger: logger)
            return try await Self.importJobs(
                try await connection.query(Self.selectImportJob(id, of: member), logger: logger)
            ).first
        }
    }

    public func endImportJob(
        _ id: ImportJob.ID, holder: String, as state: ImportJob.State, progress: ImportProgress,
        outcome: ImportOutcome?, failure: String?, at time: Date
    ) async throws {
        let logger = logger
        let outcome = try ImportJobRecord.encode(outcome)
        _ = try await access { connection in
            try await connection.query(
                """
                UPDATE import_job SET state = \(state.rawValue), done = \(progress.done), total = \(progress.total),
                outcome = \(outcome), failure = \(failure),
                updated = \(time.timeIntervalSince1970), file = NULL, holder = NULL
                WHERE id = \(id.rawValue) AND holder = \(holder) AND state = 'running'
                """, logger: logger)
        }
    }

    public func takeOverImportJob(
        holder: String, staleBefore: Date, at time: Date, sparing: Set<String>
    ) async throws -> ImportJob? {
        let spared = Array(sparing)
        let logger = logger
        // The row is locked while taken, and a server taking one at once skips it for another.
        return try await transaction { connection in
            let taken = try await Self.importJobs(
                try await connection.query(
                    """
                    UPDATE import_job SET holder = \(holder), updated = \(time.timeIntervalSince1970),
                    resumed = resumed + 1
                    WHERE id = (
                        SELECT id FROM import_job
                        WHERE state = 'running' AND updated < \(staleBefore.timeIntervalSince1970)
                        AND NOT (holder = ANY(\(spared)))
                        ORDER BY updated LIMIT 1 FOR UPDATE SKIP LOCKED)
                    RETURNING \(unescaped: Self.importJobColumns)
                    """, logger: logger))
            guard let job = taken.first else { return nil }
            // Its server is gone: so is its hold on the member's import turn.
            try await connection.query(
                "DELETE FROM import_turn WHERE account_id = \(job.member.rawValue)", logger: logger)
            return job
        }
    }
}
