import MoviesDomain
import MoviesRemote

/// The film club: follows and blocks, the feed, comments, and watching together; over a server, a follow
/// and a watch's form are one request each.
struct ClubRoom: Sendable {
    let follows: FollowsUseCase
    let followChanging: any FollowChanging
    let feed: FeedUseCase
    let comments: CommentsUseCase
    let together: TogetherUseCase
    /// The watch form's work: over a store the use cases', over a server one request an action.
    let watchWriting: any WatchWriting

    init(_ parts: RoomParts, diary: DiaryRoom) {
        feed = FeedUseCase(feed: parts.feed, users: parts.members)
        follows = FollowsUseCase(follows: parts.follows, users: parts.directory, diary: parts.diary)
        followChanging = parts.server.map { ServerFollowChanging(client: $0) } ?? follows
        comments = CommentsUseCase(
            comments: parts.comments, reviews: parts.members, follows: parts.follows, diary: parts.diary,
            now: parts.now)
        together = TogetherUseCase(
            together: parts.together, follows: parts.follows, users: parts.directory, diary: diary.diary)
        watchWriting = parts.server.map { ServerWatchWriting(client: $0) } ?? together
    }
}

extension AppContainer {
    /// Who follows whom, and who blocked whom: over a store, kept there; over a server, the server's.
    var follows: FollowsUseCase { clubRoom.follows }
    var followChanging: any FollowChanging { clubRoom.followChanging }
    /// What the members one follows did.
    var feed: FeedUseCase { clubRoom.feed }
    var comments: CommentsUseCase { clubRoom.comments }
    var together: TogetherUseCase { clubRoom.together }
    var watchWriting: any WatchWriting { clubRoom.watchWriting }
}
