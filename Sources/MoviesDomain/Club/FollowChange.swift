/// What a follow, unfollow, block or unblock did: to whom, and whether anything changed (following
/// someone one follows already changes nothing).
public struct FollowChange: Sendable, Equatable {
    public let member: User
    public let changed: Bool

    public init(member: User, changed: Bool) {
        self.member = member
        self.changed = changed
    }
}
