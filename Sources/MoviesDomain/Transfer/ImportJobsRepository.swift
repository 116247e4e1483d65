public import Foundation

/// Imports kept in the store (``ImportJob``), each with its file until it ends, held by the server writing
/// it (`holder`), which says so every few seconds. Any server of the database reads them.
public protocol ImportJobsRepository: Sendable {
    /// Keeps a new running job with its file, held by `holder`; false when the member has one running.
    func addImportJob(_ job: ImportJob, file: Data, holder: String) async throws -> Bool

    func importJob(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob?

    /// The member's latest job, running or ended.
    func latestImportJob(of member: User.ID) async throws -> ImportJob?

    /// The file of a running job (an ended job's is let go).
    func importJobFile(_ id: ImportJob.ID) async throws -> Data?

    /// Says `holder` is still writing the job, this far: whether to go on, stop (its member asked), or
    /// leave it (another server took it over, or it ended).
    func beatImportJob(
        _ id: ImportJob.ID, holder: String, progress: ImportProgress, at time: Date
    ) async throws -> ImportJob.Beat

    /// Asks a running job to stop; the job as it is now.
    func askImportJobToStop(_ id: ImportJob.ID, of member: User.ID) async throws -> ImportJob?

    /// Ends `holder`'s job as `state`, as far as it came, with what it wrote (and why it failed); its file
    /// is let go.
    func endImportJob(
        _ id: ImportJob.ID, holder: String, as state: ImportJob.State, progress: ImportProgress,
        outcome: ImportOutcome?, failure: String?, at time: Date
    ) async throws

    /// Takes over one running job whose holder has said nothing since `staleBefore`, for `holder`, and
    /// frees its member's import turn (its holder is gone); nil when there is none. A job held by one of
    /// `sparing` (those the asking server is writing, slowed but alive) is left. Servers asking at once
    /// take different jobs.
    func takeOverImportJob(
        holder: String, staleBefore: Date, at time: Date, sparing: Set<String>
    ) async throws -> ImportJob?

    /// How many jobs `member` began since `time`.
    func importJobsBegun(by member: User.ID, since time: Date) async throws -> Int
}

extension ImportJob {
    /// What a running job's server is told when it says it is still writing.
    public enum Beat: Sendable, Equatable {
        case carryOn
        case stop
        /// Another server has it, or it ended: this one writes no more of it.
        case lost
    }
}
