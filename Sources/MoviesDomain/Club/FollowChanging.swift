/// Following and blocking members by name: over a store the use case does it; a client of a Movies server
/// asks the server, one request each.
public protocol FollowChanging: Sendable {
    func follow(named name: String, by follower: User.ID) async throws -> FollowChange
    func unfollow(named name: String, by follower: User.ID) async throws -> FollowChange
    func block(named name: String, by blocker: User.ID) async throws -> FollowChange
    func unblock(named name: String, by blocker: User.ID) async throws -> FollowChange
}

extension FollowsUseCase: FollowChanging {}
