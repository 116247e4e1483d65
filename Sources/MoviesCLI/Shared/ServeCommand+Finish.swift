import Logging
import MoviesComposition
import Synchronization

extension ServeCommand {
    /// How long a stopping server waits for its last writes (recent searches kept in the background).
    static let finishingBound: Duration = .seconds(10)

    /// Waits for the container's last writes, but not past `bound`: a store that no longer answers (seen
    /// once after a database outage) must not keep a stopped server from exiting. Says so when it gives up.
    static func finishWrites(of container: AppContainer, within bound: Duration = finishingBound) async {
        let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let first = FirstAnswer(continuation)
            Task {
                await container.finishWrites()
                first.give(true)
            }
            Task {
                try? await Task.sleep(for: bound)
                first.give(false)
            }
        }
        if !finished {
            Logger(label: "movies.storage").error("stopped without the last writes: the store did not answer in time")
        }
    }
}

/// Resumes a continuation with the first answer given, and ignores the others.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, Never>?>

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = Mutex(continuation)
    }

    func give(_ value: Value) {
        continuation.withLock { pending in
            pending?.resume(returning: value)
            pending = nil
        }
    }
}
