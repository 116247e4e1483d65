public import Foundation

/// Attempts counted where every server sharing the store sees them, so N servers allow what one does.
public protocol AttemptsRepository: Sendable {
    /// Counts one attempt at `time` under the key of every limit in `limits`, unless a key already holds
    /// its limit's count within its window: then nothing is counted and the answer is when the last of
    /// those keys has room again. Calls at once, from any server, never count past a limit.
    func countAttempt(under limits: [AttemptLimit], at time: Date) async throws -> Date?

    /// Forgets the attempt counted under `key` at `time` (it turned out not to be a failure).
    func forgetAttempt(under key: String, at time: Date) async throws

    /// Forgets every attempt under `key` (the right password clears its name).
    func forgetAttempts(under key: String) async throws
}
