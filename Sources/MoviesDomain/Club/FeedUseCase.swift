/// A member's feed: what the members they follow did, newest first, a page at a time from a cursor, each
/// run of one member's doings of one kind grouped.
public struct FeedUseCase: Sendable {
    public static let pageSize = 40

    private let feed: any FeedRepository

    public init(feed: any FeedRepository) {
        self.feed = feed
    }

    /// The activities older than `cursor` (the newest when nil).
    public func page(
        for member: User.ID, after cursor: FeedCursor? = nil, pageSize: Int = pageSize
    ) async throws
        -> FeedPage
    {
        let read = try await feed.feed(of: member, before: cursor, limit: pageSize + 1)
        let shown = Array(read.prefix(pageSize))
        return FeedPage(
            groups: ActivityGroup.grouping(shown), next: read.count > pageSize ? shown.last?.place : nil)
    }
}
