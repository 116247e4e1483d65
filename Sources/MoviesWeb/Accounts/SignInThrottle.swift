import Foundation
import Synchronization

/// Slows down password guessing: after ``allowedFailures`` wrong passwords for one name within
/// ``window``, sign-in with that name is refused until the oldest of them is older than the window
/// (429 with `Retry-After`). Kept per server, in memory; bounded, oldest names dropped first.
final class SignInThrottle: Sendable {
    static let allowedFailures = 5
    static let window: TimeInterval = 15 * 60
    private static let maximumNames = 100_000

    private let failures = Mutex<[String: [Date]]>([:])
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// Seconds until `name` may try again; nil when it may now.
    func retryAfter(name key: String) -> Int? {
        let now = now()
        return failures.withLock { failures in
            let recent = (failures[key] ?? []).filter { now.timeIntervalSince($0) < Self.window }
            failures[key] = recent.isEmpty ? nil : recent
            guard recent.count >= Self.allowedFailures, let oldest = recent.first else { return nil }
            return max(1, Int((Self.window - now.timeIntervalSince(oldest)).rounded(.up)))
        }
    }

    func recordFailure(name key: String) {
        let now = now()
        failures.withLock { failures in
            if failures.count >= Self.maximumNames, failures[key] == nil {
                failures = failures.filter { $0.value.contains { now.timeIntervalSince($0) < Self.window } }
                if failures.count >= Self.maximumNames { failures.removeAll() }
            }
            failures[key, default: []].append(now)
        }
    }

    func recordSuccess(name key: String) {
        failures.withLock { $0[key] = nil }
    }
}
