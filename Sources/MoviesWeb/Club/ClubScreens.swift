public import MoviesDomain
public import MoviesPresentation

/// The screens of members among members: following and blocking, and the lists of follows.
public protocol ClubScreens: Sendable {
    func followScreen(member: User.ID, strings: Strings) -> FollowViewModel
    func followsScreen(_ kind: FollowsViewModel.Kind, viewer: User.ID?, strings: Strings) -> FollowsViewModel
    func feedScreen(member: User.ID, strings: Strings) -> FeedViewModel
    func activityScreen(named name: String, strings: Strings) -> FeedViewModel
    func commentsScreen(viewer: User.ID?, strings: Strings) -> CommentsViewModel
    func togetherScreen(member: User.ID, strings: Strings) -> TogetherViewModel
    func newsScreen(member: User.ID, strings: Strings) -> NewsViewModel
}
