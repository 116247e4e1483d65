/// How often and how long a request is tried again after a transient failure (429, 5xx, a timeout, a
/// dropped connection). Waits double from `initialDelay`; a `Retry-After` from the service wins when it
/// fits in what is left of `totalBudget`.
public struct RetryPolicy: Sendable {
    public var maxAttempts: Int
    public var initialDelay: Duration
    public var totalBudget: Duration
    /// What the budget is measured with and the waits are made on.
    public var clock: RetryClock

    public init(
        maxAttempts: Int = 3, initialDelay: Duration = .milliseconds(300), totalBudget: Duration = .seconds(20),
        clock: RetryClock = .continuous
    ) {
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.totalBudget = totalBudget
        self.clock = clock
    }

    /// No second attempt.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The wait before attempt `attempt + 1`, or nil when the request should not be tried again.
    public func delay(after attempt: Int, error: NetworkError, elapsed: Duration) -> Duration? {
        guard error.isTransient, attempt < maxAttempts else { return nil }
        var delay = initialDelay * (1 << (attempt - 1))
        if case .status(_, _, let retryAfter?) = error { delay = retryAfter }
        return elapsed + delay <= totalBudget ? delay : nil
    }
}
