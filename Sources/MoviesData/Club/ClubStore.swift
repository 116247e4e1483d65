public import MoviesDomain

/// What a store keeps of members among members: follows and blocks, the feed, comments, and watching
/// together.
public protocol ClubStore:
    FollowsRepository, FeedRepository, CommentsRepository, AuthoredCommentsRepository, TogetherRepository
{}
