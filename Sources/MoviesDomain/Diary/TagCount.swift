/// One of a member's tags, as they first wrote it, and how many of their watches carry it.
public struct TagCount: Sendable, Equatable {
    public let tag: Tag
    public let watches: Int

    public init(tag: Tag, watches: Int) {
        self.tag = tag
        self.watches = watches
    }
}
