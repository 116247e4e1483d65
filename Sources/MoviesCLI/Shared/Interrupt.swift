import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C as a request to stop, not a kill: the work under way is cancelled and finishes as it does when
/// cancelled (an import stops between batches, keeps what it wrote and gives its turn back), then the
/// command ends. With no such work under way, Ctrl-C ends the command as it always does.
enum Interrupt {
    private struct Current: Sendable {
        var cancel: (@Sendable () -> Void)?
        var raised = false
    }

    private static let current = Mutex(Current())

    /// One handler for the whole process, made the first time it is needed: the system's dispatch of a
    /// signal is set up once, and a handler set over it later would never hear it.
    nonisolated(unsafe) private static let source: any DispatchSourceSignal = {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            let cancel = current.withLock { current in
                current.raised = current.cancel != nil
                return current.cancel
            }
            guard let cancel else { exit(130) }
            cancel()
        }
        source.resume()
        return source
    }()

    /// `work`'s result, and whether Ctrl-C stopped it.
    static func cancelling<T: Sendable>(
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> (value: T, wasInterrupted: Bool) {
        _ = source
        let task = Task { try await work() }
        current.withLock { $0 = Current(cancel: { task.cancel() }) }
        defer { current.withLock { $0 = Current() } }
        let value = try await task.value
        return (value, current.withLock { $0.raised })
    }
}
