/// Tonight's pick as a screen asks for it: made here from the members' diaries and the catalog
/// (``PickUseCase``), or by the server that keeps them.
public protocol PickProviding: Sendable {
    /// The members the member may pick with: friends, by name.
    func friends(of member: User.ID) async throws -> [User]
    func pick(for member: User.ID, with names: [String], filter: PickFilter, limit: Int) async throws -> GroupPick
    /// The pick and the friends the member may pick with, together: a server answers both at once.
    func pickAndFriends(
        for member: User.ID, with names: [String], filter: PickFilter, limit: Int
    ) async throws -> (pick: GroupPick, friends: [User])
}

extension PickProviding {
    public func pickAndFriends(
        for member: User.ID, with names: [String], filter: PickFilter, limit: Int
    ) async throws -> (pick: GroupPick, friends: [User]) {
        let friends = try await friends(of: member)
        return (try await pick(for: member, with: names, filter: filter, limit: limit), friends)
    }
}
