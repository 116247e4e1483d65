import MoviesAPI
public import MoviesDomain

/// Following and blocking on a Movies server by name: one request each (`PUT` and `DELETE` on
/// `/api/members/{name}/follow` and `…/block`), the server's use case doing the rest.
public struct ServerFollowChanging: FollowChanging {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func follow(named name: String, by follower: User.ID) async throws -> FollowChange {
        try await change(.followMember, name)
    }

    public func unfollow(named name: String, by follower: User.ID) async throws -> FollowChange {
        try await change(.unfollowMember, name)
    }

    public func block(named name: String, by blocker: User.ID) async throws -> FollowChange {
        try await change(.blockMember, name)
    }

    public func unblock(named name: String, by blocker: User.ID) async throws -> FollowChange {
        try await change(.unblockMember, name)
    }

    private func change(_ operation: APIOperation, _ name: String) async throws -> FollowChange {
        let answer: ServerFollowChangeDTO = try client.decode(try await client.send(.make(operation, name)))
        guard let named = try? UserName(stored: answer.name) else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a member's name it cannot read")
        }
        return FollowChange(name: named, changed: answer.changed)
    }
}
