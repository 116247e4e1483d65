public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: FollowsRepository {
    public func follow(_ member: User.ID, by follower: User.ID, at time: Date) async throws -> Bool {
        guard accounts[member] != nil, accounts[follower] != nil else { throw AccountError.notFound }
        let pair = Pair(from: follower, to: member)
        guard follows[pair] == nil, !isBlocked(follower, member) else { return false }
        follows[pair] = time
        return true
    }

    public func unfollow(_ member: User.ID, by follower: User.ID) async throws -> Bool {
        follows.removeValue(forKey: Pair(from: follower, to: member)) != nil
    }

    public func block(_ member: User.ID, by blocker: User.ID, at time: Date) async throws -> Bool {
        guard accounts[member] != nil, accounts[blocker] != nil else { throw AccountError.notFound }
        follows[Pair(from: blocker, to: member)] = nil
        follows[Pair(from: member, to: blocker)] = nil
        let pair = Pair(from: blocker, to: member)
        guard blocks[pair] == nil else { return false }
        blocks[pair] = time
        return true
    }

    public func unblock(_ member: User.ID, by blocker: User.ID) async throws -> Bool {
        blocks.removeValue(forKey: Pair(from: blocker, to: member)) != nil
    }

    public func standing(of viewer: User.ID, toward member: User.ID) async throws -> Standing {
        Standing(
            follows: follows[Pair(from: viewer, to: member)] != nil,
            followedBy: follows[Pair(from: member, to: viewer)] != nil,
            blocks: blocks[Pair(from: viewer, to: member)] != nil,
            blockedBy: blocks[Pair(from: member, to: viewer)] != nil)
    }

    public func followers(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        paged(follows.filter { $0.key.to == member }.map { ($0.key.from, $0.value) }, seenBy: viewer, page, pageSize)
    }

    public func following(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        paged(follows.filter { $0.key.from == member }.map { ($0.key.to, $0.value) }, seenBy: viewer, page, pageSize)
    }

    public func blocked(by member: User.ID) async throws -> [Follow] {
        newestFirst(blocks.filter { $0.key.from == member }.map { ($0.key.to, $0.value) })
    }

    public func blockedEitherWay(with member: User.ID) async throws -> Set<User.ID> {
        Set(blocks.keys.filter { $0.from == member }.map(\.to) + blocks.keys.filter { $0.to == member }.map(\.from))
    }

    public func followCounts(of member: User.ID) async throws -> FollowCounts {
        FollowCounts(
            followers: follows.keys.count { $0.to == member }, following: follows.keys.count { $0.from == member })
    }

    func isBlocked(_ one: User.ID, _ other: User.ID) -> Bool {
        blocks[Pair(from: one, to: other)] != nil || blocks[Pair(from: other, to: one)] != nil
    }

    private func paged(
        _ members: [(User.ID, Date)], seenBy viewer: User.ID?, _ page: PageNumber, _ size: Int
    )
        -> Paged<Follow>
    {
        let shown = newestFirst(members.filter { member, _ in viewer.map { !isBlocked($0, member) } ?? true })
        let start = (page.value - 1) * size
        return Paged(
            items: Array(shown.dropFirst(start).prefix(size)), page: page.value, pageSize: size,
            totalCount: shown.count)
    }

    private func newestFirst(_ members: [(User.ID, Date)]) -> [Follow] {
        members.sorted { ($0.1, $0.0.rawValue) > ($1.1, $1.0.rawValue) }
            .compactMap { id, since in accounts[id].map { Follow(member: $0.user, since: since) } }
    }
}
