import MoviesDomain
import MoviesPresentation

/// Each member's import on this server: the screen it runs on and the task that writes it, so a page
/// can show its progress and stop it. One import a member at a time; a new file replaces a finished one.
/// A file read and awaiting its member's confirmation is held in memory, so only a few are kept: past
/// ``maximumKept``, the one left longest is let go (its member uploads it again).
actor WebImports {
    static let maximumKept = 4

    /// How many imports this server reads and writes at once.
    let gate: ImportGate

    init(gate: ImportGate) {
        self.gate = gate
    }

    init(settings: WebSettings) {
        self.init(gate: ImportGate(atOnce: settings.importsAtOnce, waiting: settings.importsWaiting))
    }

    /// The members whose imports are kept, the latest begun last.
    private var order: [User.ID] = []

    private struct Job {
        let screen: ImportViewModel
        var task: Task<Void, Never>?
        var isDone = false

        /// Read and waiting for its member, or done: nothing would be lost but the page's memory of it.
        var isIdle: Bool { task == nil || isDone }
    }

    private var jobs: [User.ID: Job] = [:]

    /// Whether the member's import is writing now.
    func isRunning(_ member: User.ID) async -> Bool {
        guard let job = jobs[member], job.task != nil else { return false }
        let state = await job.screen.state
        return state.outcome == nil && state.failure == nil
    }

    func screen(of member: User.ID) -> ImportViewModel? { jobs[member]?.screen }

    func begin(_ screen: ImportViewModel, for member: User.ID) {
        jobs[member] = Job(screen: screen)
        order.removeAll { $0 == member }
        order.append(member)
        // Those writing are never let go; of the rest, the oldest first.
        var index = 0
        while order.count > Self.maximumKept, index < order.count - 1 {
            if jobs[order[index]]?.isIdle ?? true {
                jobs[order[index]] = nil
                order.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Writes the plan in the background; the page watches its state.
    func confirm(for member: User.ID) {
        guard var job = jobs[member], job.task == nil else { return }
        let screen = job.screen
        let gate = gate
        // The plan is in memory already: waiting in line costs nothing more, so the confirmed import waits.
        job.task = Task {
            _ = try? await gate.run(whateverTheLine: true) { await screen.didConfirm() }
            self.didFinish(member)
        }
        jobs[member] = job
    }

    private func didFinish(_ member: User.ID) {
        jobs[member]?.isDone = true
    }

    func cancel(for member: User.ID) {
        jobs[member]?.task?.cancel()
    }

    /// Writes a job begun from `POST /api/imports` in the background, in this server's line of imports. The
    /// job is in the store: any server answers for it, and another takes it over if this one stops.
    nonisolated func write(_ jobs: ImportJobsViewModel, holder: String, plan: ImportPlan) {
        let gate = gate
        Task { _ = try? await gate.run(whateverTheLine: true) { await jobs.write(holder: holder, plan: plan) } }
    }

    /// Waits for the member's import to finish (for tests and a server shutting down).
    func finish(for member: User.ID) async {
        await jobs[member]?.task?.value
    }
}
