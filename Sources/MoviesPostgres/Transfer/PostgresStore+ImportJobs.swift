public import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Imports written in the background (migration 16): one running a member (the partial index), its
    /// file kept until it ends, its holder and when the holder last said so.
    static let importJobsSchema: [PostgresQuery] = [
        """
        CREATE TABLE import_job (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            file_name TEXT NOT NULL,
            file BYTEA,
            state TEXT NOT NULL,
            summary TEXT NOT NULL,
            done INTEGER NOT NULL,
            total INTEGER NOT NULL,
            outcome TEXT,
            failure TEXT,
            started DOUBLE PRECISION NOT NULL,
            updated DOUBLE PRECISION NOT NULL,
            resumed INTEGER NOT NULL DEFAULT 0,
            stop_asked BOOLEAN NOT NULL DEFAULT FALSE,
            holder TEXT
        )
        """,
        "CREATE UNIQUE INDEX import_job_running ON import_job (account_id) WHERE state = 'running'",
        "CREATE INDEX import_job_started ON import_job (account_id, started)",
    ]

    typealias ImportJobRow = (
        String, String, String, String, String, Int, Int, String?, String?, Double, Double, Int, Bool
    )

    static let importJobColumns =
        "id, account_id, file_name, state, summary, done, total, outcome, failure, started, updated, resumed, stop_asked"

    public func addImportJob(_ job: ImportJob, file: Data, holder: String) async throws -> Bool {
        let logger = logger
        let summary = try ImportJobRecord.encode(job.summary)
        return try await access { connection in
            let rows = try await connection.query(
                """
                INSERT INTO import_job
                (id, account_id, file_name, file, state, summary, done, total, started, updated, holder)
                VALUES (\(job.id.rawValue), \(job.member.rawValue), \(job.fileName), \(file), 'running', \(summary),
                \(job.progress.done), \(job.progress.total), \(job.started.timeIntervalSince1970),
                \(job.updated.timeIntervalSince1970), \(holder))
                ON CONFLICT DO NOTHING RETURNING id
                """, logger: logger)
            var added = false
            for try await _ in rows.decode(String.self) { added = true }
            return added
        }
    }

    public func importJob(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        try await importJobs(Self.selectImportJob(id, of: member)).first
    }

    static func selectImportJob(_ id: ImportJob.ID, of member: User.ID) -> PostgresQuery {
        "SELECT \(unescaped: importJobColumns) FROM import_job WHERE id = \(id.rawValue) AND account_id = \(member.rawValue)"
    }

    public func latestImportJob(of member: User.ID) async throws -> ImportJob? {
        try await importJobs(
            """
            SELECT \(unescaped: Self.importJobColumns) FROM import_job WHERE account_id = \(member.rawValue)
            ORDER BY started DESC LIMIT 1
            """
        ).first
    }

    public func importJobFile(_ id: ImportJob.ID) async throws -> Data? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT file FROM import_job WHERE id = \(id.rawValue)", logger: logger)
            for try await file in rows.decode(Data?.self) { return file }
            return nil
        }
    }

    public func importJobsBegun(by member: User.ID, since time: Date) async throws -> Int {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT count(*) FROM import_job
                WHERE account_id = \(member.rawValue) AND started >= \(time.timeIntervalSince1970)
                """, logger: logger)
            for try await count in rows.decode(Int.self) { return count }
            return 0
        }
    }

    func importJobs(_ query: PostgresQuery) async throws -> [ImportJob] {
        let logger = logger
        return try await access { connection in
            try await Self.importJobs(try await connection.query(query, logger: logger))
        }
    }

    static func importJobs(_ rows: PostgresRowSequence) async throws -> [ImportJob] {
        var jobs: [ImportJob] = []
        for try await row in rows.decode(ImportJobRow.self) { jobs.append(try importJob(row)) }
        return jobs
    }

    static func importJob(_ row: ImportJobRow) throws -> ImportJob {
        let (id, member, fileName, state, summary, done, total, outcome, failure, started, updated, resumed, asked) =
            row
        guard let state = ImportJob.State(rawValue: state) else { throw PostgresStoreCorruption("import job state") }
        return ImportJob(
            id: ImportJob.ID(rawValue: id), member: User.ID(rawValue: member), fileName: fileName, state: state,
            summary: try ImportJobRecord.summary(summary), progress: ImportProgress(done: done, total: total),
            outcome: try ImportJobRecord.outcome(outcome), failure: failure,
            started: Date(timeIntervalSince1970: started), updated: Date(timeIntervalSince1970: updated),
            resumed: resumed, isStopAsked: asked)
    }
}

/// A value in the database no version of this program writes.
struct PostgresStoreCorruption: Error, CustomStringConvertible {
    let what: String

    init(_ what: String) {
        self.what = what
    }

    var description: String { "the database holds an unknown \(what)" }
}
