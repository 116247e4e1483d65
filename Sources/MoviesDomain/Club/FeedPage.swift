/// A page of a member's feed: the activities grouped, and where the next page begins (nil on the last).
public struct FeedPage: Sendable, Equatable {
    public let groups: [ActivityGroup]
    public let next: FeedCursor?

    public init(groups: [ActivityGroup], next: FeedCursor?) {
        self.groups = groups
        self.next = next
    }
}
