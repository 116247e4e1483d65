public import Foundation

/// Who follows whom, and who blocked whom. A follow is one-way; a block ends the follows between the two,
/// either way, in the same write, and while it stands no follow between them is made, however the writes
/// of two servers fall.
public protocol FollowsRepository: Sendable {
    /// Makes `follower` follow `member`. False when they follow already, or when either blocked the other.
    func follow(_ member: User.ID, by follower: User.ID, at time: Date) async throws -> Bool

    /// False when `follower` did not follow `member`.
    func unfollow(_ member: User.ID, by follower: User.ID) async throws -> Bool

    /// Blocks `member` and ends the follows between the two. False when blocked already.
    func block(_ member: User.ID, by blocker: User.ID, at time: Date) async throws -> Bool

    func unblock(_ member: User.ID, by blocker: User.ID) async throws -> Bool

    func standing(of viewer: User.ID, toward member: User.ID) async throws -> Standing

    /// The members who follow `member`, newest follow first, leaving out those `viewer` blocked or was
    /// blocked by.
    func followers(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>

    /// The members `member` follows, newest first, leaving out the same.
    func following(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>

    /// The members `member` blocked, newest first.
    func blocked(by member: User.ID) async throws -> [Follow]

    /// The members `member` blocked and those who blocked `member`: whose things each is hidden from.
    func blockedEitherWay(with member: User.ID) async throws -> Set<User.ID>

    func followCounts(of member: User.ID) async throws -> FollowCounts
}
