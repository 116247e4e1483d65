/// Who members are, to read: what a review's author or a public page needs, with no password and no way
/// to change anything.
public protocol MemberDirectory: Sendable {
    func user(withID id: User.ID) async throws -> User?

    /// The member with this name (whatever its case or width).
    func user(named name: UserName) async throws -> User?
}
