public import MoviesDomain

/// A server tells a program about one member: the one its token acts for. Another member named is refused
/// in one line, pointing to their page on the web, rather than said to be nobody.
extension ServerMemberStore {
    public func user(withID id: User.ID) async throws -> User? {
        let me = try await signedInMember()
        return me.id == id ? me : nil
    }

    public func user(named name: UserName) async throws -> User? {
        let me = try await signedInMember()
        guard me.name.key == name.key else {
            throw MoviesServerError.anotherMember(server: client.name, name: name.text)
        }
        return me
    }
}
