import ArgumentParser

extension CommandGroup {
    /// Follows and blocks, the feed, comments, and watching together.
    static let club = CommandGroup(
        name: "Club",
        subcommands: [
            FollowCommand.self, UnfollowCommand.self, FollowersCommand.self, FollowingCommand.self, BlockCommand.self,
            UnblockCommand.self, BlockedCommand.self, FeedCommand.self, CommentCommand.self, CommentsCommand.self,
            OffersCommand.self,
        ])
}
