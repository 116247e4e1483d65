public import Foundation
public import MoviesDomain

/// An account as a store reads it back.
public struct AccountRecord: Sendable {
    public let id: String
    public let name: String
    public let givenName: String
    public let familyName: String
    public let passwordHash: String
    public let joined: Date

    public init(id: String, name: String, givenName: String, familyName: String, passwordHash: String, joined: Date) {
        self.id = id
        self.name = name
        self.givenName = givenName
        self.familyName = familyName
        self.passwordHash = passwordHash
        self.joined = joined
    }

    /// The user and their password hash; nil for a row no version of Movies writes. The stored name is
    /// read without the reserved-name check, which guards new names only.
    public func toDomain() -> (user: User, passwordHash: String)? {
        guard let name = try? UserName(stored: name), let fullName = try? FullName(given: givenName, family: familyName)
        else { return nil }
        return (User(id: User.ID(id), name: name, fullName: fullName, joined: joined), passwordHash)
    }
}
