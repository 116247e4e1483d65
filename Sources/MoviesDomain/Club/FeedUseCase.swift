/// A member's feed: what the members they follow did, newest first, a page at a time from a cursor, each
/// run of one member's doings of one kind grouped.
public struct FeedUseCase: Sendable {
    public static let pageSize = 40

    private let feed: any FeedRepository
    private let users: any MemberDirectory

    public init(feed: any FeedRepository, users: any MemberDirectory) {
        self.feed = feed
        self.users = users
    }

    /// The activities older than `cursor` (the newest when nil).
    public func page(
        for member: User.ID, after cursor: FeedCursor? = nil, pageSize: Int = pageSize
    ) async throws
        -> FeedPage
    {
        Self.page(of: try await feed.feed(of: member, before: cursor, limit: pageSize + 1), pageSize: pageSize)
    }

    /// What the member called `name` did that anyone may see (signed out, as ``Privacy`` says): their
    /// public activity, for a feed reader. ``AccountError/notFound`` when nobody has the name.
    public func publicActivity(
        ofMemberNamed name: String, after cursor: FeedCursor? = nil
    ) async throws
        -> (member: User, page: FeedPage)
    {
        guard let name = try? UserName(stored: name), let member = try await users.user(named: name) else {
            throw AccountError.notFound
        }
        let read = try await feed.activity(of: member.id, before: cursor, limit: Self.pageSize + 1)
        return (member, Self.page(of: read, pageSize: Self.pageSize))
    }

    /// `read` (one more than a page, when there is more) as a page: grouped, and where the next begins.
    private static func page(of read: [Activity], pageSize: Int) -> FeedPage {
        let shown = Array(read.prefix(pageSize))
        return FeedPage(
            groups: ActivityGroup.grouping(shown), next: read.count > pageSize ? shown.last?.place : nil)
    }
}
