public import Foundation

/// The rule every store applies when it counts an attempt (``AttemptsRepository``), so SQLite and
/// PostgreSQL decide alike: a key is full when it holds its limit's count within the window, and has room
/// again when enough of its attempts have left the window.
public enum AttemptLedger {
    /// Attempts older than this are dropped as new ones are counted: no limit looks further back.
    public static let retention: TimeInterval = 24 * 60 * 60

    /// When the last full key of `limits` has room again, given each key's attempt times (seconds since
    /// 1970, oldest first, within its window); nil when every key has room now.
    public static func refusal(_ limits: [AttemptLimit], times: [String: [Double]], at time: Date) -> Date? {
        var open: Double?
        for limit in limits {
            let recent = times[limit.key] ?? []
            guard recent.count >= limit.count else { continue }
            let freesAt = recent[recent.count - limit.count] + limit.window
            open = max(open ?? freesAt, freesAt)
        }
        return open.map { Date(timeIntervalSince1970: $0) }
    }
}
