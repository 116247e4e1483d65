import MoviesPresentation
import Synchronization

/// Bounds what imports cost this server: a few run at once (as many as the import threads), a short line
/// waits its turn holding only its upload's file on disk, and beyond it the answer is an immediate
/// ``ImportsBusy`` (503). Whatever members upload, the server reads and matches at most a few files at once.
final class ImportGate: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, any Error>] = []
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
    func run<T: Sendable>(whateverTheLine: Bool = false, _ work: () async throws -> T) async throws -> T {
        try await admit(whateverTheLine: whateverTheLine)
        defer { release() }
        return try await work()
    }

    private func admit(whateverTheLine: Bool) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let runs: Bool? = state.withLock { state in
                if state.running < atOnce {
                    state.running += 1
                    return true
                }
                guard whateverTheLine || state.waiting.count < waiting else { return nil }
                state.waiting.append(continuation)
                return false
            }
            switch runs {
            case true?: continuation.resume()
            case false?: break  // resumed by the release that hands it the turn
            case nil: continuation.resume(throwing: ImportsBusy())
            }
        }
    }

    /// Hands the turn to the first in line, or gives it back.
    private func release() {
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
