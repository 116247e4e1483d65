/// What the members a member follows did, read where it is kept (the diary, reviews, lists) at the time
/// it is asked: a watch deleted, a diary made private, a list made private or a follow ended is out of the
/// feed at once. Only what ``Privacy`` lets a follower see is read: watches of public diaries, reviews,
/// public lists and their films.
public protocol FeedRepository: Sendable {
    /// The activities of the members `member` follows, newest first, older than `cursor` (all when nil),
    /// `limit` at most.
    func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity]

    /// What `member` did that anyone may see, the same way: their public activity.
    func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity]
}
