public import Foundation

/// Following members and blocking them, and who follows whom, as ``Privacy`` lets the viewer see it.
public struct FollowsUseCase: Sendable {
    public static let pageSize = 50

    private let follows: any FollowsRepository
    private let users: any MemberDirectory
    private let diary: any DiaryRepository
    private let now: @Sendable () -> Date

    public init(
        follows: any FollowsRepository, users: any MemberDirectory, diary: any DiaryRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.follows = follows
        self.users = users
        self.diary = diary
        self.now = now
    }

    /// ``ClubError/blockedByYou(_:)`` when the follower blocked them; a member who blocked the follower is
    /// nobody to them (``AccountError/notFound``), and the store refuses a follow across a block made
    /// meanwhile the same way.
    public func follow(named name: String, by follower: User.ID) async throws -> FollowChange {
        let member = try await visibleMember(named: name, to: follower)
        guard member.id != follower else { throw ClubError.followingOneself }
        let standing = try await follows.standing(of: follower, toward: member.id)
        if standing.blocks { throw ClubError.blockedByYou(member.name.text) }
        if standing.follows { return FollowChange(name: member.name, changed: false) }
        guard try await follows.follow(member.id, by: follower, at: now()) else {
            let now = try await follows.standing(of: follower, toward: member.id)
            if now.follows { return FollowChange(name: member.name, changed: false) }
            throw AccountError.notFound
        }
        return FollowChange(name: member.name, changed: true)
    }

    public func unfollow(named name: String, by follower: User.ID) async throws -> FollowChange {
        let member = try await visibleMember(named: name, to: follower)
        return FollowChange(name: member.name, changed: try await follows.unfollow(member.id, by: follower))
    }

    /// Blocks the member, who is not told: they may block back a member who blocked them.
    /// Blocks the member called `name`; one who blocked `blocker` first is a name nobody has, to them.
    public func block(named name: String, by blocker: User.ID) async throws -> FollowChange {
        let member = try await visibleMember(named: name, to: blocker)
        guard member.id != blocker else { throw ClubError.blockingOneself }
        return FollowChange(name: member.name, changed: try await follows.block(member.id, by: blocker, at: now()))
    }

    public func unblock(named name: String, by blocker: User.ID) async throws -> FollowChange {
        let member = try await member(named: name)
        return FollowChange(name: member.name, changed: try await follows.unblock(member.id, by: blocker))
    }

    /// Who follows the member called `name`, as `viewer` may see it.
    public func followers(
        named name: String, seenBy viewer: User.ID?, page: PageNumber = .first
    ) async throws
        -> (member: User, follows: Paged<Follow>)
    {
        let member = try await followsShown(named: name, to: viewer)
        return (member, try await follows.followers(of: member.id, seenBy: viewer, page: page, pageSize: Self.pageSize))
    }

    /// Whom the member called `name` follows, as `viewer` may see it.
    public func following(
        named name: String, seenBy viewer: User.ID?, page: PageNumber = .first
    ) async throws
        -> (member: User, follows: Paged<Follow>)
    {
        let member = try await followsShown(named: name, to: viewer)
        return (member, try await follows.following(of: member.id, seenBy: viewer, page: page, pageSize: Self.pageSize))
    }

    /// The member's friends (each following the other, neither blocking), by name.
    public func friends(of member: User.ID) async throws -> [User] {
        try await Friends(follows: follows, users: users).all(of: member)
    }

    /// The members `member` blocked, newest first: theirs alone to see.
    public func blocked(by member: User.ID) async throws -> [Follow] {
        try await follows.blocked(by: member)
    }

    private func followsShown(named name: String, to viewer: User.ID?) async throws -> User {
        let member = try await member(named: name)
        let privacy = try await Privacy.between(viewer, member.id, follows: follows, diary: diary)
        guard privacy.seesMember, privacy.seesActivity else { throw AccountError.notFound }
        return member
    }

    /// The member called `name`, unless they blocked `viewer`: to them, nobody has the name.
    private func visibleMember(named name: String, to viewer: User.ID) async throws -> User {
        let member = try await member(named: name)
        if member.id != viewer, try await follows.standing(of: viewer, toward: member.id).blockedBy {
            throw AccountError.notFound
        }
        return member
    }

    private func member(named name: String) async throws -> User {
        guard let name = try? UserName(stored: name), let member = try await users.user(named: name) else {
            throw AccountError.notFound
        }
        return member
    }
}
