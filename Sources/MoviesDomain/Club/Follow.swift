public import Foundation

/// One member on another's list of followers, following or blocked, and since when.
public struct Follow: Sendable, Equatable {
    public let member: User
    public let since: Date

    public init(member: User, since: Date) {
        self.member = member
        self.since = since
    }
}
