public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func beatImportJob(
        _ id: ImportJob.ID, holder: String, progress: ImportProgress, at time: Date
    ) async throws -> ImportJob.Beat {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE import_job SET done = ?, total = ?, updated = ?
                    WHERE id = ? AND holder = ? AND state = 'running'
                    """,
                arguments: [progress.done, progress.total, time.timeIntervalSince1970, id.rawValue, holder])
            guard db.changesCount > 0 else { return .lost }
            let asked = try Bool.fetchOne(
                db, sql: "SELECT stop_asked FROM import_job WHERE id = ?", arguments: [id.rawValue])
            return asked == true ? .stop : .carryOn
        }
    }

    public func askImportJobToStop(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        try await write { db in
            try db.execute(
                sql: "UPDATE import_job SET stop_asked = 1 WHERE id = ? AND account_id = ? AND state = 'running'",
                arguments: [id.rawValue, member.rawValue])
            return try Self.importJob(id, of: member, in: db)
        }
    }

    public func endImportJob(
        _ id: ImportJob.ID, holder: String, as state: ImportJob.State, progress: ImportProgress,
        outcome: ImportOutcome?, failure: String?, at time: Date
    ) async throws {
        let outcome = try ImportJobRecord.encode(outcome)
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE import_job SET state = ?, done = ?, total = ?, outcome = ?, failure = ?, updated = ?,
                    file = NULL, holder = NULL
                    WHERE id = ? AND holder = ? AND state = 'running'
                    """,
                arguments: [
                    state.rawValue, progress.done, progress.total, outcome, failure, time.timeIntervalSince1970,
                    id.rawValue, holder,
                ])
        }
    }

    public func takeOverImportJob(
        holder: String, staleBefore: Date, at time: Date, sparing: Set<String>
    ) async throws -> ImportJob? {
        let spared = sparing.isEmpty ? "" : "AND holder NOT IN (\(databaseQuestionMarks(count: sparing.count)))"
        // Looked for first in a read, so an idle server does not take the write lock every few seconds.
        let stale = try await read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM import_job WHERE state = 'running' AND updated < ?)",
                arguments: [staleBefore.timeIntervalSince1970]) ?? false
        }
        guard stale else { return nil }
        // One write transaction: SQLite lets one writer in at a time, so two servers never take the same job.
        return try await write { db -> ImportJob? in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT \(Self.importJobColumns) FROM import_job
                        WHERE state = 'running' AND updated < ? \(spared) ORDER BY updated LIMIT 1
                        """,
                    arguments: StatementArguments(
                        [staleBefore.timeIntervalSince1970 as (any DatabaseValueConvertible)?] + sparing.map { $0 }))
            else { return nil }
            var job = try Self.importJob(row)
            job.resumed += 1
            job.updated = time
            try db.execute(
                sql: "UPDATE import_job SET holder = ?, updated = ?, resumed = ? WHERE id = ?",
                arguments: [holder, time.timeIntervalSince1970, job.resumed, job.id.rawValue])
            // Its server is gone: so is its hold on the member's import turn.
            try db.execute(sql: "DELETE FROM import_turn WHERE account_id = ?", arguments: [job.member.rawValue])
            return job
        }
    }
}
