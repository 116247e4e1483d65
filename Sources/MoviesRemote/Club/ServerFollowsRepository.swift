public import Foundation
import MoviesAPI
public import MoviesDomain

/// Following and blocking on a Movies server (`/api/members/{name}/follow`, `…/block`, `…/followers`,
/// `…/following`, `/api/me/blocked`), and the members it names: the server applies its own rules
/// (``Privacy``, blocks) before answering, so a member who blocked the caller is nobody here too.
public struct ServerFollowsRepository: FollowsRepository, MemberDirectory {
    private let client: MoviesServerClient
    private let members: ServerMemberStore

    public init(client: MoviesServerClient, members: ServerMemberStore) {
        self.client = client
        self.members = members
    }

    public func user(withID id: User.ID) async throws -> User? {
        guard let name = ServerClubMember.name(of: id) else { return try await members.user(withID: id) }
        return try await profile(named: name)?.user
    }

    public func user(named name: UserName) async throws -> User? {
        let me = try await members.signedInMember()
        if me.name.key == name.key { return me }
        return try await profile(named: name.text)?.user
    }

    public func follow(_ member: User.ID, by follower: User.ID, at time: Date) async throws -> Bool {
        try await change(.followMember, member)
    }

    public func unfollow(_ member: User.ID, by follower: User.ID) async throws -> Bool {
        try await change(.unfollowMember, member)
    }

    public func block(_ member: User.ID, by blocker: User.ID, at time: Date) async throws -> Bool {
        try await change(.blockMember, member)
    }

    public func unblock(_ member: User.ID, by blocker: User.ID) async throws -> Bool {
        try await change(.unblockMember, member)
    }

    public func standing(of viewer: User.ID, toward member: User.ID) async throws -> Standing {
        guard let name = ServerClubMember.name(of: member) else { return .strangers }
        return try await profile(named: name)?.toStanding ?? .strangers
    }

    public func followers(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        try await list(.listFollowers, of: member, page: page, pageSize: pageSize)
    }

    public func following(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        try await list(.listFollowing, of: member, page: page, pageSize: pageSize)
    }

    public func blocked(by member: User.ID) async throws -> [Follow] {
        let answer: ServerFollowsDTO = try await client.get(.make(.listBlocked))
        return answer.toDomain()
    }

    /// None: a server's answers are already what its member may see, blocks taken out.
    public func blockedEitherWay(with member: User.ID) async throws -> Set<User.ID> {
        []
    }

    public func followCounts(of member: User.ID) async throws -> FollowCounts {
        guard let counts = try await profile(named: try await name(of: member))?.follows else { return .none }
        return FollowCounts(followers: counts.followers, following: counts.following)
    }

    private func change(_ operation: APIOperation, _ member: User.ID) async throws -> Bool {
        let answer: ServerFollowChangeDTO = try await client.get(.make(operation, try await name(of: member)))
        return answer.changed
    }

    private func list(
        _ operation: APIOperation, of member: User.ID, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        let answer: ServerFollowsDTO = try await client.get(
            .make(operation, try await name(of: member)), query: [("page", String(page.value))])
        let items = answer.toDomain()
        return Paged(
            items: items, page: answer.page ?? page.value, pageSize: pageSize,
            totalCount: answer.totalCount ?? items.count)
    }

    private func profile(named name: String) async throws -> ServerProfileDTO? {
        try await client.absentIfNotFound { try await client.get(.make(.getProfile, name)) }
    }

    private func name(of member: User.ID) async throws -> String {
        if let name = ServerClubMember.name(of: member) { return name }
        return try await members.signedInMember().name.text
    }
}
