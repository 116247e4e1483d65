import Foundation
import Synchronization

extension ImportJobsUseCase {
    /// Writes the job (its plan, or its file read again when another server began it), saying how far it
    /// has come every beat; ends it as done, stopped or failed, with what it wrote. A job another server
    /// took over meanwhile is left to it. Answers the job as it ended here.
    public func run(_ job: ImportJob, holder: String, plan: ImportPlan?) async -> ImportJob {
        let progress = LatestProgress(job.progress)
        var outcome: Result<ImportOutcome, any Error>
        var heard = ImportJob.Beat.carryOn
        do {
            // Asked to stop before its writing began, it writes nothing; taken over meanwhile, it is left.
            heard = try await jobs.beatImportJob(job.id, holder: holder, progress: job.progress, at: now())
            if heard != .carryOn {
                var stopped = ImportOutcome()
                stopped.wasCancelled = true
                outcome = .success(stopped)
            } else {
                let written: ImportPlan
                if let plan { written = plan } else { written = try await reread(job) }
                (outcome, heard) = await writing(job, holder: holder, progress: progress) {
                    try await imports.apply(written, for: job.member) { progress.value = $0 }
                }
            }
        } catch {
            (outcome, heard) = (.failure(error), .carryOn)
        }
        // Another server has it; or this one is shutting down, and another takes it over in a while.
        guard heard != .lost, heard == .stop || !Task.isCancelled else { return job }
        var ended = job
        ended.progress = progress.value
        ended.updated = now()
        switch outcome {
        case .success(let written):
            ended.outcome = written
            ended.state = written.wasCancelled ? .stopped : .done
        case .failure(let error):
            ended.state = .failed
            ended.failure = "\(error)"
        }
        try? await jobs.endImportJob(
            job.id, holder: holder, as: ended.state, progress: ended.progress, outcome: ended.outcome,
            failure: ended.failure, at: ended.updated)
        return ended
    }

    /// The job's file read and matched again, with its member's kept choices: as it was when begun.
    private func reread(_ job: ImportJob) async throws -> ImportPlan {
        guard let file = try await jobs.importJobFile(job.id) else { throw ImportJobFileGone() }
        return try await imports.prepare(file, named: job.fileName, for: job.member)
    }

    /// `work` with a beat beside it: the job's progress said every beat, and `work` cancelled (it stops
    /// between batches and answers what it wrote) when its member asks it to stop or another server took it.
    private func writing(
        _ job: ImportJob, holder: String, progress: LatestProgress,
        _ work: @escaping @Sendable () async throws -> ImportOutcome
    ) async -> (Result<ImportOutcome, any Error>, ImportJob.Beat) {
        enum Event: Sendable {
            case done(Result<ImportOutcome, any Error>)
            case heard(ImportJob.Beat)
        }
        let (jobs, beat, now) = (jobs, beat, now)
        return await withTaskGroup(of: Event.self) { group in
            group.addTask {
                do { return .done(.success(try await work())) } catch { return .done(.failure(error)) }
            }
            group.addTask {
                while (try? await Task.sleep(for: beat)) != nil {
                    let said = progress.value
                    let heard = (try? await jobs.beatImportJob(job.id, holder: holder, progress: said, at: now()))
                    if let heard, heard != .carryOn { return .heard(heard) }
                }
                return .heard(.carryOn)
            }
            var heard = ImportJob.Beat.carryOn
            while let event = await group.next() {
                switch event {
                case .done(let result):
                    group.cancelAll()
                    return (result, heard)
                case .heard(let beat):
                    heard = beat
                    group.cancelAll()
                }
            }
            return (.failure(CancellationError()), heard)
        }
    }
}

/// A job taken over whose file is no longer kept (it ended meanwhile).
struct ImportJobFileGone: Error, CustomStringConvertible {
    var description: String { "the import's file is no longer kept: import it again" }
}

/// How far a job has come, set by its writing and read by its beat.
final class LatestProgress: Sendable {
    private let latest: Mutex<ImportProgress>

    init(_ progress: ImportProgress) {
        latest = Mutex(progress)
    }

    var value: ImportProgress {
        get { latest.withLock { $0 } }
        set { latest.withLock { $0 = newValue } }
    }
}
