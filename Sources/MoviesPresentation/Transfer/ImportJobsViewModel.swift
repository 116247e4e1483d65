public import Foundation
public import MoviesDomain

/// `POST /api/imports` and `/api/imports/{id}`: a member's imports written in the background and kept in
/// the store, begun from a plan read here, watched, stopped. Any server of the database answers for them.
public actor ImportJobsViewModel {
    private let jobs: ImportJobsUseCase
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = ImportJobState()
    /// Who writes a job begun here, as the store knows its writer.
    private let holder = UUID().uuidString

    public init(jobs: ImportJobsUseCase, member: User.ID, strings: Strings = .english) {
        self.jobs = jobs
        self.member = member
        self.strings = strings
    }

    /// Keeps a job for the plan and its file, which this screen then writes (``write(plan:)``).
    public func didBegin(_ plan: ImportPlan, file: Data, named name: String) async {
        await answering { [member, holder] in
            try await jobs.begin(plan, file: file, named: name, for: member, holder: holder)
        }
    }

    /// Writes the job begun here; its state is the job as it ended.
    public func write(plan: ImportPlan) async {
        guard let job = state.job else { return }
        state.job = await jobs.run(job, holder: holder, plan: plan)
    }

    public func didAsk(for id: ImportJob.ID) async {
        await answering { [member] in try await jobs.job(id, of: member) }
    }

    public func didAskForLatest() async {
        await answering { [member] in try await jobs.latestJob(of: member) }
    }

    /// Asks the job to stop between two batches; the state is the job as it is now.
    public func didStop(_ id: ImportJob.ID) async {
        await answering { [member] in try await jobs.stop(id, of: member) }
    }

    private func answering(_ ask: () async throws -> ImportJob?) async {
        do {
            state = ImportJobState(job: try await ask())
        } catch {
            state = ImportJobState(failure: ScreenFailure(error, strings: strings))
        }
    }
}

/// A member's import job as last asked: the job (nil when there is none of that id), or why not.
public struct ImportJobState: Sendable {
    public var job: ImportJob?
    public var failure: ScreenFailure?

    public init(job: ImportJob? = nil, failure: ScreenFailure? = nil) {
        self.job = job
        self.failure = failure
    }
}
