import Foundation
import Synchronization

extension ImportJobsUseCase {
    /// Writes the job (its plan, or its file read again when another server began it), saying how far it
    /// has come every beat; ends it as done, stopped or failed, with what it wrote. A job another server
    /// took over meanwhile is left to it. Answers the job as it ended here.
    public func run(_ job: ImportJob, holder: String, plan: ImportPlan?) async -> ImportJob {
        writing.insert(holder)
        defer { writing.remove(holder) }
        // The watches the servers that had it before wrote (a job taken over), as their last beat said: what
        // it says it wrote and how far it has come count them, however soon this server is stopped.
        let earlier = job.progress.done
        let pulse = ImportJobPulse(job.progress)
        var outcome: Result<ImportOutcome, any Error>
        do {
            // Asked to stop before its writing began, it writes nothing; taken over meanwhile, it is left.
            pulse.heard = try await jobs.beatImportJob(job.id, holder: holder, progress: job.progress, at: now())
            if pulse.heard != .carryOn {
                var stopped = ImportOutcome()
                stopped.wasCancelled = true
                outcome = .success(stopped)
            } else {
                // Read again (a job taken over) with the beat going: reading a large file takes a while, and a
                // job that says nothing meanwhile would be taken over again.
                outcome = await writing(job, holder: holder, pulse: pulse) { [self] batch in
                    let written: ImportPlan
                    if let plan { written = plan } else { written = try await reread(job) }
                    return try await imports.apply(written, for: job.member) { await batch($0.after(earlier)) }
                }
            }
        } catch {
            outcome = .failure(error)
        }
        let heard = pulse.heard
        // Another server has it; or this one is shutting down, and another takes it over in a while.
        guard heard != .lost, heard == .stop || !Task.isCancelled else { return job }
        return await end(job, holder: holder, progress: pulse.progress, as: outcome.map { $0.after(earlier) })
    }

    /// Ends the job as `outcome` says (done, stopped or failed with why), writing it until the store takes
    /// it: a job left running would be taken over and written again.
    func end(
        _ job: ImportJob, holder: String, progress: ImportProgress, as outcome: Result<ImportOutcome, any Error>
    ) async -> ImportJob {
        var ended = job
        ended.progress = progress
        ended.updated = now()
        switch outcome {
        case .success(let written):
            ended.outcome = written
            ended.state = written.wasCancelled ? .stopped : .done
        case .failure(let error):
            ended.state = .failed
            ended.failure = "\(error)"
        }
        for attempt in 0..<Self.endAttempts {
            do {
                try await jobs.endImportJob(
                    job.id, holder: holder, as: ended.state, progress: ended.progress, outcome: ended.outcome,
                    failure: ended.failure, at: ended.updated)
                break
            } catch {
                guard attempt + 1 < Self.endAttempts, (try? await Task.sleep(for: beat)) != nil else { break }
            }
        }
        return ended
    }

    /// How many times ending a job is tried, a beat apart, before it is left to be taken over.
    static let endAttempts = 5

    /// The job's file read and matched again, with its member's kept choices: as it was when begun.
    private func reread(_ job: ImportJob) async throws -> ImportPlan {
        guard let file = try await jobs.importJobFile(job.id) else { throw ImportJobFileGone() }
        return try await imports.prepare(file, named: job.fileName, dayOrder: job.summary.dayOrder, for: job.member)
    }

    /// `work` with a beat beside it: the job's progress said every beat and every batch, and `work`
    /// cancelled (it stops between batches and answers what it wrote) when its member asks it to stop or
    /// another server took it.
    private func writing(
        _ job: ImportJob, holder: String, pulse: ImportJobPulse,
        _ work:
            @escaping @Sendable (_ batch: @escaping @Sendable (ImportProgress) async -> Void) async throws ->
            ImportOutcome
    ) async -> Result<ImportOutcome, any Error> {
        let (jobs, beat, now) = (jobs, beat, now)
        /// Says how far it has come; whether to go on.
        @Sendable func said() async -> Bool {
            let heard = try? await jobs.beatImportJob(job.id, holder: holder, progress: pulse.progress, at: now())
            if let heard, heard != .carryOn { pulse.heard = heard }
            return pulse.heard == .carryOn
        }
        return await withTaskGroup(of: Result<ImportOutcome, any Error>?.self) { group in
            group.addTask {
                do {
                    return .success(
                        try await work { progress in
                            pulse.progress = progress
                            if await !said() { withUnsafeCurrentTask { $0?.cancel() } }
                        })
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                while (try? await Task.sleep(for: beat)) != nil, await said() {}
                return nil
            }
            var outcome: Result<ImportOutcome, any Error> = .failure(CancellationError())
            while let event = await group.next() {
                // The work done, the beat ends; the beat hearing a stop, the work stops between batches.
                group.cancelAll()
                if let event { outcome = event }
            }
            return outcome
        }
    }
}

/// A job taken over again and again without ending: its writing keeps stopping.
struct ImportJobKeptStopping: Error, CustomStringConvertible {
    let takeovers: Int
    var description: String {
        "its writing stopped \(takeovers) times before it was done; what was written is kept: import the file again"
    }
}

/// A job taken over whose file is no longer kept (it ended meanwhile).
struct ImportJobFileGone: Error, CustomStringConvertible {
    var description: String { "the import's file is no longer kept: import it again" }
}

/// The holders of the jobs a process is writing.
final class ImportJobHolders: Sendable {
    private let holders = Mutex<Set<String>>([])

    var all: Set<String> { holders.withLock { $0 } }

    func insert(_ holder: String) {
        holders.withLock { _ = $0.insert(holder) }
    }

    func remove(_ holder: String) {
        holders.withLock { _ = $0.remove(holder) }
    }
}

/// A running job's pulse: how far its writing has come, and what its beat last heard.
final class ImportJobPulse: Sendable {
    private let state: Mutex<(progress: ImportProgress, heard: ImportJob.Beat)>

    init(_ progress: ImportProgress) {
        state = Mutex((progress, .carryOn))
    }

    var progress: ImportProgress {
        get { state.withLock { $0.progress } }
        set { state.withLock { $0.progress = newValue } }
    }

    var heard: ImportJob.Beat {
        get { state.withLock { $0.heard } }
        set { state.withLock { $0.heard = newValue } }
    }
}

extension ImportProgress {
    /// How far a job has come when the servers before this one wrote `earlier` watches of it.
    fileprivate func after(_ earlier: Int) -> ImportProgress {
        ImportProgress(done: earlier + done, total: earlier + total)
    }
}

extension ImportOutcome {
    /// What a job wrote, when the servers before this one wrote `earlier` watches of it: this server's
    /// reading of the diary found them there already, but the job added them.
    fileprivate func after(_ earlier: Int) -> ImportOutcome {
        guard earlier > 0 else { return self }
        var whole = self
        whole.watchesAdded += earlier
        whole.alreadyThere = max(0, alreadyThere - earlier)
        return whole
    }
}
