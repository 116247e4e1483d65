/// How many members follow a member, and how many they follow.
public struct FollowCounts: Sendable, Equatable {
    public let followers: Int
    public let following: Int

    public init(followers: Int, following: Int) {
        self.followers = followers
        self.following = following
    }

    public static let none = FollowCounts(followers: 0, following: 0)
}
