public import Foundation

/// A place in a feed: a time, and a key that orders activities of the same time. A page is everything
/// older than its cursor, so a page read while members write never repeats or skips what was there (an
/// offset would). As text (`1742300000.25~w3f2a…`), it is what `?after=` carries.
public struct FeedCursor: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since 1970, as the store keeps them.
    public let seconds: Double
    public let key: String

    public init(seconds: Double, key: String) {
        self.seconds = seconds
        self.key = key
    }

    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case unreadable

        public var description: String { "a feed's place is written as the feed gave it (`after` of its last page)" }
    }

    /// Reads a cursor as ``description`` writes it.
    public init(text: String) throws(Error) {
        let parts = text.split(separator: "~", maxSplits: 1)
        guard parts.count == 2, let seconds = Double(parts[0]), seconds.isFinite, !parts[1].isEmpty,
            parts[1].count <= 200
        else { throw .unreadable }
        self.init(seconds: seconds, key: String(parts[1]))
    }

    public var time: Date { Date(timeIntervalSince1970: seconds) }

    public var description: String { "\(seconds)~\(key)" }

    public static func < (lhs: FeedCursor, rhs: FeedCursor) -> Bool {
        (lhs.seconds, lhs.key) < (rhs.seconds, rhs.key)
    }
}
