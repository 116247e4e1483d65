public import MoviesDomain

extension AppContainer {
    /// Whom a reading screen marks saved films for: the local profile, a server's signed-in member, or
    /// nobody (a server and no token).
    public func viewer() async -> User.ID? {
        guard let member else { return LocalProfile.id }
        return try? await member()
    }

    /// Whom the command line acts for: its own profile (see ``LocalProfile``), made the first time it is
    /// needed, or over a server the member its token is for.
    public func localProfile() async throws -> User.ID {
        if let member { return try await member() }
        return try await LocalProfile.ensure(in: try requireAccountSide().users)
    }
}
