public import Foundation

/// Imports written in the background and kept in the store (``ImportJob``): begun from a plan a member
/// confirmed, written by ``ImportUseCase`` in batches while the job says how far it has come, stopped
/// between batches when its member asks, and taken over by another server when its own stops answering
/// (importing the file again from the start adds only what is not written yet).
public struct ImportJobsUseCase: Sendable {
    /// Imports a member may begin in a day.
    public static let perDay = 20
    /// How many times a job may be taken over before it ends as failed: a job whose writing keeps
    /// stopping (a file that cannot be written, a store that keeps refusing) ends and says why, never loops.
    public static let maximumTakeovers = 5

    let imports: ImportUseCase
    let jobs: any ImportJobsRepository
    /// How often a running job says it is still being written (and hears whether to stop).
    let beat: Duration
    /// How long a job's server may say nothing before another takes it over.
    let staleAfter: TimeInterval
    let now: @Sendable () -> Date
    /// The holders of the jobs this process is writing: slowed, not gone, so never taken over by it.
    let writing = ImportJobHolders()

    public init(
        imports: ImportUseCase, jobs: any ImportJobsRepository, beat: Duration = .seconds(1),
        staleAfter: TimeInterval = 30, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.imports = imports
        self.jobs = jobs
        self.beat = beat
        self.staleAfter = staleAfter
        self.now = now
    }

    /// Keeps a job for the plan and its file, held by `holder` (who then ``run(_:holder:plan:)``s it):
    /// ``ImportsPerDay`` past the day's imports, ``ImportUnderWay`` while another of the member's runs.
    public func begin(
        _ plan: ImportPlan, file: Data, named name: String, for member: User.ID, holder: String
    ) async throws -> ImportJob {
        let time = now()
        guard try await jobs.importJobsBegun(by: member, since: time - 24 * 60 * 60) < Self.perDay else {
            throw ImportsPerDay(limit: Self.perDay)
        }
        let job = ImportJob(
            id: .make(), member: member, fileName: name, summary: plan.summary,
            progress: ImportProgress(done: 0, total: plan.counts.watches), started: time, updated: time)
        guard try await jobs.addImportJob(job, file: file, holder: holder) else { throw ImportUnderWay() }
        return job
    }

    public func job(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        try await jobs.importJob(id, of: member)
    }

    public func latestJob(of member: User.ID) async throws -> ImportJob? {
        try await jobs.latestImportJob(of: member)
    }

    /// Asks the member's job to stop: its server stops it between two batches, within a beat.
    public func stop(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        try await jobs.askImportJobToStop(id, of: member)
    }

    /// Takes over one job whose server stopped answering and writes it here; nil when there is none.
    public func resumeOne(holder: String = UUID().uuidString) async throws -> ImportJob? {
        let time = now()
        guard
            let job = try await jobs.takeOverImportJob(
                holder: holder, staleBefore: time - staleAfter, at: time, sparing: writing.all)
        else { return nil }
        guard job.resumed <= Self.maximumTakeovers else {
            return await end(
                job, holder: holder, progress: job.progress,
                as: .failure(ImportJobKeptStopping(takeovers: job.resumed)))
        }
        return await run(job, holder: holder, plan: nil)
    }
}
