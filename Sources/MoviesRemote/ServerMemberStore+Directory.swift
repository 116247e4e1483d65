public import MoviesDomain

/// A server tells a program about one member: the one its token acts for.
extension ServerMemberStore {
    public func user(withID id: User.ID) async throws -> User? {
        let me = try await signedInMember()
        return me.id == id ? me : nil
    }

    public func user(named name: UserName) async throws -> User? {
        let me = try await signedInMember()
        return me.name.key == name.key ? me : nil
    }
}
