import MoviesDomain
import MoviesPresentation
import Synchronization

/// Bounds what imports cost this server: a few run at once (as many as the import threads), a short line
/// waits its turn holding only its upload's file on disk, and beyond it the answer is an immediate
/// ``ImportsBusy`` (503). Whatever members upload, the server reads and matches at most a few files at once.
/// A member holds one place at most, running or in line (a second is ``TransferUnderWay``, 409): the line is
/// first come, first served, and with one place each no member can fill it for the others.
final class ImportGate: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, any Error>] = []
        /// The members with a place, running or in line.
        var holders: Set<String> = []
    }

    let atOnce: Int
    let waiting: Int
    private let state = Mutex(State())

    init(atOnce: Int, waiting: Int) {
        self.atOnce = max(1, atOnce)
        self.waiting = max(0, waiting)
    }

    /// How many imports wait in line now.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Runs `work` when a turn is free: at once, after waiting in line, or (the line full) not at all.
    /// `whateverTheLine` waits however long the line is: for work whose memory is spent already (a plan
    /// read and confirmed), which waiting costs nothing more.
    /// `member`: whose file it is, who holds no other place meanwhile; nil for the server's own work.
    func run<T: Sendable>(
        for member: User.ID? = nil, whateverTheLine: Bool = false, _ work: () async throws -> T
    ) async throws -> T {
        try await admit(member?.rawValue, whateverTheLine: whateverTheLine)
        defer { release(member?.rawValue) }
        return try await work()
    }

    private enum Admission { case runs, waits, busy, holding }

    private func admit(_ holder: String?, whateverTheLine: Bool) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let admission: Admission = state.withLock { state in
                if let holder {
                    guard !state.holders.contains(holder) else { return .holding }
                }
                let admission: Admission
                if state.running < atOnce {
                    state.running += 1
                    admission = .runs
                } else {
                    guard whateverTheLine || state.waiting.count < waiting else { return .busy }
                    state.waiting.append(continuation)
                    admission = .waits
                }
                if let holder { state.holders.insert(holder) }
                return admission
            }
            switch admission {
            case .runs: continuation.resume()
            case .waits: break  // resumed by the release that hands it the turn
            case .busy: continuation.resume(throwing: ImportsBusy())
            case .holding: continuation.resume(throwing: TransferUnderWay())
            }
        }
    }

    /// Hands the turn to the first in line, or gives it back.
    private func release(_ holder: String?) {
        if let holder { state.withLock { _ = $0.holders.remove(holder) } }
        let next: CheckedContinuation<Void, any Error>? = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
