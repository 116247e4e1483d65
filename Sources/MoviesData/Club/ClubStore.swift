public import MoviesDomain

/// What a store keeps of members among members: follows and blocks, the feed, comments, watching
/// together, and what is new.
public protocol ClubStore: FollowsRepository, FeedRepository, CommentsRepository, TogetherRepository, NewsRepository {}
