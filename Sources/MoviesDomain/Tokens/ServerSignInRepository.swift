/// This machine signed in to a Movies server: a token kept for the commands that follow, one a server.
public protocol ServerSignInRepository: Sendable {
    /// Makes and keeps a token with the member's name and password; answers the member's name.
    func signIn(name: String, password: String, label: String) async throws -> String

    /// Keeps a token made in the server's settings; answers the member's name.
    func signIn(token: String) async throws -> String

    /// Makes an account on the server (its rules for names and passwords hold), then signs in with it as
    /// ``signIn(name:password:label:)`` does; answers the member's name.
    func signUp(name: String, fullName: FullName, password: String, label: String) async throws -> String

    /// Revokes the kept token and forgets it; false when none was kept.
    func signOut() async throws -> Bool
}
