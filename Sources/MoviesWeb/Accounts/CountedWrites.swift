import MoviesDomain
import Synchronization

/// The writes one request counted against its member's limit (``WebAccounts/countWrite(by:)``), to give back
/// when the request is refused: only writes that pass their checks count.
final class CountedWrites: Sendable {
    /// The request's, set by ``WriteRefundsMiddleware``.
    @TaskLocal static var current: CountedWrites?

    private let counted = Mutex<[CountedAttempt]>([])

    func add(_ attempt: CountedAttempt) {
        counted.withLock { $0.append(attempt) }
    }

    /// Every write counted so far, taken out.
    func taken() -> [CountedAttempt] {
        counted.withLock { counted in
            defer { counted = [] }
            return counted
        }
    }
}
