public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// Imports written in the background (migration 21): one running a member (the partial index), its
    /// file kept until it ends, its holder and when the holder last said so.
    static let importJobsSchema = """
        CREATE TABLE import_job (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            file_name TEXT NOT NULL,
            file BLOB,
            state TEXT NOT NULL,
            summary TEXT NOT NULL,
            done INTEGER NOT NULL,
            total INTEGER NOT NULL,
            outcome TEXT,
            failure TEXT,
            started REAL NOT NULL,
            updated REAL NOT NULL,
            resumed INTEGER NOT NULL DEFAULT 0,
            stop_asked INTEGER NOT NULL DEFAULT 0,
            holder TEXT
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX import_job_running ON import_job (account_id) WHERE state = 'running';
        CREATE INDEX import_job_started ON import_job (account_id, started);
        """

    static let importJobColumns =
        "id, account_id, file_name, state, summary, done, total, outcome, failure, started, updated, resumed, stop_asked"

    public func addImportJob(_ job: ImportJob, file: Data, holder: String) async throws -> Bool {
        let summary = try ImportJobRecord.encode(job.summary)
        return try await write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO import_job
                    (id, account_id, file_name, file, state, summary, done, total, started, updated, holder)
                    VALUES (?, ?, ?, ?, 'running', ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    job.id.rawValue, job.member.rawValue, job.fileName, file, summary, job.progress.done,
                    job.progress.total, job.started.timeIntervalSince1970, job.updated.timeIntervalSince1970, holder,
                ])
            return db.changesCount > 0
        }
    }

    public func importJob(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        try await read { db in try Self.importJob(id, of: member, in: db) }
    }

    static func importJob(_ id: ImportJob.ID, of member: User.ID, in db: Database) throws -> ImportJob? {
        try Row.fetchOne(
            db, sql: "SELECT \(importJobColumns) FROM import_job WHERE id = ? AND account_id = ?",
            arguments: [id.rawValue, member.rawValue]
        ).map(importJob)
    }

    public func latestImportJob(of member: User.ID) async throws -> ImportJob? {
        try await read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT \(Self.importJobColumns) FROM import_job WHERE account_id = ?
                    ORDER BY started DESC LIMIT 1
                    """,
                arguments: [member.rawValue]
            ).map(Self.importJob)
        }
    }

    public func importJobFile(_ id: ImportJob.ID) async throws -> Data? {
        try await read { db in
            try Data.fetchOne(db, sql: "SELECT file FROM import_job WHERE id = ?", arguments: [id.rawValue])
        }
    }

    public func importJobsBegun(by member: User.ID, since time: Date) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM import_job WHERE account_id = ? AND started >= ?",
                arguments: [member.rawValue, time.timeIntervalSince1970]) ?? 0
        }
    }

    static func importJob(_ row: Row) throws -> ImportJob {
        guard let state = ImportJob.State(rawValue: row["state"]) else {
            throw DatabaseError(message: "an import job's state is unknown")
        }
        return ImportJob(
            id: ImportJob.ID(rawValue: row["id"]), member: User.ID(rawValue: row["account_id"]),
            fileName: row["file_name"], state: state, summary: try ImportJobRecord.summary(row["summary"]),
            progress: ImportProgress(done: row["done"], total: row["total"]),
            outcome: try ImportJobRecord.outcome(row["outcome"]), failure: row["failure"],
            started: Date(timeIntervalSince1970: row["started"]), updated: Date(timeIntervalSince1970: row["updated"]),
            resumed: row["resumed"], isStopAsked: row["stop_asked"])
    }
}
