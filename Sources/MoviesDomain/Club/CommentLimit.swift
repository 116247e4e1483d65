public import Foundation

/// At most `count` comments by one member written at or after `since`: a minute's, a day's.
public struct CommentLimit: Sendable, Equatable {
    public let count: Int
    public let since: Date

    public init(count: Int, since: Date) {
        self.count = count
        self.since = since
    }
}
