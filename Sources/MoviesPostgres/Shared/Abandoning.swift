import Synchronization

/// Races `body` against `timeout` without waiting for a body that does not stop when cancelled: a task
/// group would wait for it, so a query on a connection that hangs (a database stopped mid-query, a
/// network that drops packets) would hold the request past its timeout, and a server's shutdown with it.
enum Abandoning {
    /// `body`'s value, or nil once `timeout` passes (the body is then cancelled and left to end on its own).
    static func value<T: Sendable>(
        within timeout: Duration, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T? {
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(
                    continuation,
                    Task {
                        do {
                            race.finish(.success(try await body()))
                        } catch {
                            race.finish(.failure(error))
                        }
                    },
                    Task {
                        try? await Task.sleep(for: timeout)
                        race.finish(.success(nil))
                    })
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }

    /// Who is waiting, and the two runners: the first to finish answers, and both are cancelled.
    private final class Race<T: Sendable>: Sendable {
        private let waiting = Mutex<CheckedContinuation<T?, any Error>?>(nil)
        private let runners = Mutex<[Task<Void, Never>]>([])
        private let finished = Mutex<Result<T?, any Error>?>(nil)

        func start(_ continuation: CheckedContinuation<T?, any Error>, _ tasks: Task<Void, Never>...) {
            runners.withLock { $0 = tasks }
            // A finish that came first (a cancelled caller, an instant answer) answers now.
            if let result = finished.withLock({ $0 }) {
                continuation.resume(with: result)
                for task in tasks { task.cancel() }
            } else {
                waiting.withLock { $0 = continuation }
                if let result = finished.withLock({ $0 }), let continuation = take() {
                    continuation.resume(with: result)
                }
            }
        }

        func finish(_ result: Result<T?, any Error>) {
            let first = finished.withLock { finished in
                guard finished == nil else { return false }
                finished = result
                return true
            }
            guard first else { return }
            take()?.resume(with: result)
            for task in runners.withLock({ $0 }) { task.cancel() }
        }

        private func take() -> CheckedContinuation<T?, any Error>? {
            waiting.withLock { waiting in
                defer { waiting = nil }
                return waiting
            }
        }
    }
}
