public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: ImportJobsRepository {
    public func addImportJob(_ job: ImportJob, file: Data, holder: String) async throws -> Bool {
        guard !importJobs.values.contains(where: { $0.job.member == job.member && $0.job.state == .running })
        else { return false }
        importJobs[job.id] = (job, file, holder)
        return true
    }

    public func importJob(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        importJobs[id].flatMap { $0.job.member == member ? $0.job : nil }
    }

    public func latestImportJob(of member: User.ID) async throws -> ImportJob? {
        importJobs.values.map(\.job).filter { $0.member == member }.max { $0.started < $1.started }
    }

    public func importJobFile(_ id: ImportJob.ID) async throws -> Data? { importJobs[id]?.file }

    public func beatImportJob(
        _ id: ImportJob.ID, holder: String, progress: ImportProgress, at time: Date
    ) async throws -> ImportJob.Beat {
        guard var kept = importJobs[id], kept.holder == holder, kept.job.state == .running else { return .lost }
        kept.job.progress = progress
        kept.job.updated = time
        importJobs[id] = kept
        return kept.job.isStopAsked ? .stop : .carryOn
    }

    public func askImportJobToStop(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob? {
        guard var kept = importJobs[id], kept.job.member == member else { return nil }
        if kept.job.state == .running { kept.job.isStopAsked = true }
        importJobs[id] = kept
        return kept.job
    }

    public func endImportJob(
        _ id: ImportJob.ID, holder: String, as state: ImportJob.State, progress: ImportProgress,
        outcome: ImportOutcome?, failure: String?, at time: Date
    ) async throws {
        guard var kept = importJobs[id], kept.holder == holder, kept.job.state == .running else { return }
        (kept.job.state, kept.job.outcome, kept.job.failure, kept.job.updated) = (state, outcome, failure, time)
        kept.job.progress = progress
        (kept.file, kept.holder) = (nil, nil)
        importJobs[id] = kept
    }

    public func takeOverImportJob(
        holder: String, staleBefore: Date, at time: Date, sparing: Set<String>
    ) async throws -> ImportJob? {
        guard
            var kept = importJobs.values.filter({
                $0.job.state == .running && $0.job.updated < staleBefore && !sparing.contains($0.holder ?? "")
            })
            .min(by: { $0.job.updated < $1.job.updated })
        else { return nil }
        kept.job.resumed += 1
        kept.job.updated = time
        kept.holder = holder
        importJobs[kept.job.id] = kept
        importTurns[kept.job.member] = nil
        return kept.job
    }

    public func importJobsBegun(by member: User.ID, since time: Date) async throws -> Int {
        importJobs.values.count { $0.job.member == member && $0.job.started >= time }
    }
}
