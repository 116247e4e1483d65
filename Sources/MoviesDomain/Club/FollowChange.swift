/// What a follow, unfollow, block or unblock did: to whom, by name, and whether anything changed
/// (following someone one follows already changes nothing).
public struct FollowChange: Sendable, Equatable {
    public let name: UserName
    public let changed: Bool

    public init(name: UserName, changed: Bool) {
        self.name = name
        self.changed = changed
    }
}
