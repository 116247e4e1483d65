public import Foundation

/// At most ``count`` attempts under one ``key`` within ``window``: five wrong passwords for a name in
/// fifteen minutes, five sign-ups from an address in an hour.
public struct AttemptLimit: Sendable, Equatable {
    /// What is counted and for whom: `password:ana`, `signup:192.0.2.7`.
    public let key: String
    public let count: Int
    public let window: TimeInterval

    public init(key: String, count: Int, window: TimeInterval) {
        self.key = key
        self.count = max(1, count)
        self.window = window
    }
}
