/// What a retry measures its budget with and waits on. The continuous clock in use; tests give a clock
/// that moves only when a retry waits, so a budget counts the waits it asked for and not how slowly a busy
/// machine answered.
public struct RetryClock: Sendable {
    /// A reading that only grows; differences between readings are durations.
    public let now: @Sendable () -> Duration
    public let sleep: @Sendable (Duration) async throws -> Void

    public init(now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    public static let continuous: RetryClock = {
        let origin = ContinuousClock.now
        return RetryClock(now: { ContinuousClock.now - origin }, sleep: { try await Task.sleep(for: $0) })
    }()
}
