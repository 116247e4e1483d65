import MoviesDomain
import MoviesPresentation

/// Each member's import on this server: the screen it runs on and the task that writes it, so a page
/// can show its progress and stop it. One import a member at a time; a new file replaces a finished one.
actor WebImports {
    /// How many imports this server reads and writes at once.
    let gate: ImportGate

    init(gate: ImportGate) {
        self.gate = gate
    }

    private struct Job {
        let screen: ImportViewModel
        var task: Task<Void, Never>?
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
    }

    /// Writes the plan in the background; the page watches its state.
    func confirm(for member: User.ID) {
        guard var job = jobs[member], job.task == nil else { return }
        let screen = job.screen
        let gate = gate
        // The plan is in memory already: waiting in line costs nothing more, so the confirmed import waits.
        job.task = Task { _ = try? await gate.run(whateverTheLine: true) { await screen.didConfirm() } }
        jobs[member] = job
    }

    func cancel(for member: User.ID) {
        jobs[member]?.task?.cancel()
    }

    /// Waits for the member's import to finish (for tests and a server shutting down).
    func finish(for member: User.ID) async {
        await jobs[member]?.task?.value
    }
}
