/// The words of following and blocking: a profile's counts and buttons, the lists of follows, and what a
/// change did. Each closure takes the member's name.
public struct ClubStrings: Sendable {
    public typealias Named = @Sendable (_ name: String) -> String

    /// "12 followers" after the number: "follower" or "followers".
    public let followers: @Sendable (Int) -> String
    /// "3 following" after the number.
    public let following: String
    public let follow: String
    public let unfollow: String
    public let block: String
    public let unblock: String
    public let followsYou: String
    /// On the profile of a member one blocked.
    public let youBlocked: Named
    public let followed: Named
    public let alreadyFollowing: Named
    public let unfollowed: Named
    public let notFollowing: Named
    public let blocked: Named
    public let alreadyBlocked: Named
    public let unblocked: Named
    public let notBlocked: Named
    /// The headings of the lists: "Followers of ana", "Followed by ana", "Members you blocked".
    public let followersOf: Named
    public let followingOf: Named
    public let blockedHeading: String
    /// Settings' link to the members one blocked.
    public let seeBlocked: String
    public let noFollowers: Named
    public let noFollowing: Named
    public let noBlocked: String
    /// "since 3 March 2026", given the day as words.
    public let since: @Sendable (_ day: String) -> String
    public let followingOneself: String
    public let blockingOneself: String
    public let blockedByYou: Named
}

extension Strings {
    public var club: ClubStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
