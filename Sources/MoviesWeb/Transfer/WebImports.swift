import Foundation
import MoviesDomain
import MoviesPresentation

/// The imports this server reads: each member's file read and awaiting their confirmation (its screen,
/// and the file, which the import keeps once confirmed), and the tasks writing the imports it began. Once
/// confirmed, an import is a job in the store (``ImportJobsViewModel``): any server shows it and stops it.
/// A file read is held in memory, so only a few are kept: past ``maximumKept``, the one left longest is
/// let go (its member uploads it again).
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

    private struct Read {
        let screen: ImportViewModel
        let file: Data
        let name: String
    }

    /// The members whose files are read and kept, the latest read last.
    private var order: [User.ID] = []
    private var read: [User.ID: Read] = [:]
    /// The jobs this server writes, by member.
    private var writing: [User.ID: Task<Void, Never>] = [:]

    func screen(of member: User.ID) -> ImportViewModel? { read[member]?.screen }

    /// Keeps the member's file read (and the file), letting the one left longest go past a few.
    func begin(_ screen: ImportViewModel, file: Data, named name: String, for member: User.ID) {
        read[member] = Read(screen: screen, file: file, name: name)
        order.removeAll { $0 == member }
        order.append(member)
        while order.count > Self.maximumKept { read[order.removeFirst()] = nil }
    }

    /// Begins the job that writes the member's file read, as they chose; the failure when it is refused
    /// (another import of theirs runs, or the day's are spent). The file read is let go once begun.
    func confirm(for member: User.ID, jobs: ImportJobsViewModel) async -> ScreenFailure? {
        guard let kept = read[member], let plan = await kept.screen.state.plan else { return nil }
        if let failure = await begin(plan, file: kept.file, named: kept.name, for: member, jobs: jobs) {
            return failure
        }
        read[member] = nil
        order.removeAll { $0 == member }
        return nil
    }

    /// Begins the job for the plan and writes it in the background, in this server's line of imports; the
    /// failure when it is refused. The job is in the store: any server answers for it (`jobs.state.job`), and
    /// another takes it over if this one stops.
    func begin(
        _ plan: ImportPlan, file: Data, named name: String, for member: User.ID, jobs: ImportJobsViewModel
    ) async -> ScreenFailure? {
        await jobs.didBegin(plan, file: file, named: name)
        if let failure = await jobs.state.failure { return failure }
        let gate = gate
        writing[member] = Task {
            _ = try? await gate.run(whateverTheLine: true) { await jobs.write(plan: plan) }
        }
        return nil
    }

    /// Waits for the member's job written here to end (for tests).
    func finish(for member: User.ID) async {
        await writing[member]?.value
    }
}
