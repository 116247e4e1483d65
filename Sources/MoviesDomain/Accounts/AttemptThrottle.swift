public import Foundation

/// Counts attempts against limits before they are tried, so a limit holds whatever the concurrency: the
/// sixth of six guesses sent at once is refused without its password being checked.
public struct AttemptThrottle: Sendable {
    private let repository: any AttemptsRepository
    private let now: @Sendable () -> Date

    public init(repository: any AttemptsRepository, now: @escaping @Sendable () -> Date = { Date() }) {
        self.repository = repository
        self.now = now
    }

    /// One attempt, counted under every limit; ``TooManyAttempts`` (and nothing counted) when one is spent.
    public func count(_ limits: [AttemptLimit], reason: TooManyAttempts.Reason) async throws -> CountedAttempt {
        let time = now()
        if let open = try await repository.countAttempt(under: limits, at: time) {
            throw TooManyAttempts(reason, retryAfter: Int(open.timeIntervalSince(time).rounded(.up)))
        }
        return CountedAttempt(keys: limits.map(\.key), time: time)
    }

    /// Takes `attempt` back under every key it was counted under: it was not what the limits count.
    public func forget(_ attempt: CountedAttempt) async {
        for key in attempt.keys { try? await repository.forgetAttempt(under: key, at: attempt.time) }
    }

    /// Forgets every attempt under the key of `limit` (the right password clears its name).
    public func clear(_ limit: AttemptLimit) async {
        try? await repository.forgetAttempts(under: limit.key)
    }
}

/// An attempt that was counted, to take back if it turns out not to count.
public struct CountedAttempt: Sendable {
    let keys: [String]
    let time: Date
}
