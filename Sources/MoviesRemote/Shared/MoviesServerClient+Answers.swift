import Foundation
import Synchronization

extension MoviesServerClient {
    /// The answers to one command's reads, by path and query, until it sends a change.
    final class Answers: Sendable {
        private let kept = Mutex<[String: Data]>([:])

        func answer(to key: String) -> Data? {
            kept.withLock { $0[key] }
        }

        func keep(_ answer: Data, for key: String) {
            kept.withLock { $0[key] = answer }
        }

        func forget() {
            kept.withLock { $0.removeAll() }
        }
    }
}
