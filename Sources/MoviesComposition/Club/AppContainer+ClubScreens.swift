public import MoviesDomain
public import MoviesPresentation

extension AppContainer: ClubScreens {
    public func followScreen(member: User.ID, strings: Strings) -> FollowViewModel {
        FollowViewModel(member: member, follows: followChanging, strings: strings)
    }

    public func followsScreen(_ kind: FollowsViewModel.Kind, viewer: User.ID?, strings: Strings) -> FollowsViewModel {
        FollowsViewModel(kind, viewer: viewer, follows: follows, strings: strings)
    }

    public func feedScreen(member: User.ID, strings: Strings) -> FeedViewModel {
        FeedViewModel(.following(member), feed: feed, strings: strings)
    }

    public func activityScreen(named name: String, strings: Strings) -> FeedViewModel {
        FeedViewModel(.publicActivity(name), feed: feed, strings: strings)
    }

    public func togetherScreen(member: User.ID, strings: Strings) -> TogetherViewModel {
        TogetherViewModel(member: member, together: together, strings: strings)
    }

    public func commentsScreen(viewer: User.ID?, strings: Strings) -> CommentsViewModel {
        CommentsViewModel(viewer: viewer, comments: comments, strings: strings)
    }
}
