public import MoviesDomain

/// The screens of members among members: follows and blocks, the feed, comments, and watching together.
public protocol ClubScreens: Sendable {
    /// Following, unfollowing, blocking and unblocking members by name, for `member`.
    func followScreen(member: User.ID, strings: Strings) -> FollowViewModel
    /// A member's followers or following, or the viewer's blocked members, as the viewer may see them.
    func followsScreen(_ kind: FollowsViewModel.Kind, viewer: User.ID?, strings: Strings) -> FollowsViewModel
    /// What the members `member` follows did.
    func feedScreen(member: User.ID, strings: Strings) -> FeedViewModel
    /// What the member called `name` did that anyone may see.
    func activityScreen(named name: String, strings: Strings) -> FeedViewModel
    /// The watches offered to the member, to accept or dismiss.
    func togetherScreen(member: User.ID, strings: Strings) -> TogetherViewModel
    /// The comments under a review or list, and writing them, as `viewer` (nobody, signed out).
    func commentsScreen(viewer: User.ID?, strings: Strings) -> CommentsViewModel
}
