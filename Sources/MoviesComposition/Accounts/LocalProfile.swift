import Foundation
public import MoviesDomain

/// The command line is one person at one machine: its saved films and reviews belong to the `local`
/// profile, an account under a reserved name that no one can sign in to (it has no password).
public enum LocalProfile {
    public static let id = User.ID("local")

    /// Makes the profile's account the first time it is needed; answers its id.
    static func ensure(in users: any UsersRepository) async throws -> User.ID {
        if try await users.user(withID: id) != nil { return id }
        let fullName = try FullName(given: "Local", family: "profile")
        do {
            try await users.add(User(id: id, name: .local, fullName: fullName, joined: Date()), passwordHash: "")
        } catch AccountError.nameTaken {
            // Another process made it meanwhile.
        }
        return id
    }
}
