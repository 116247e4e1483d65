/// Tonight's pick as a screen asks for it: made here from the members' diaries and the catalog
/// (``PickUseCase``), or by the server that keeps them.
public protocol PickProviding: Sendable {
    /// The members the member may pick with: friends, by name.
    func friends(of member: User.ID) async throws -> [User]
    func pick(for member: User.ID, with names: [String], filter: PickFilter, limit: Int) async throws -> GroupPick
}
