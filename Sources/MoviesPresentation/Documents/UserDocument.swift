import Foundation
public import MoviesDomain

/// An account as programs read it (never its password).
public struct UserDocument: Equatable, Sendable {
    public struct FullNameDocument: Equatable, Sendable {
        public let given: String
        public let family: String
    }

    public let id: String
    public let name: String
    public let fullName: FullNameDocument
    /// ISO 8601.
    public let joined: String

    public init(_ user: User) {
        id = user.id.rawValue
        name = user.name.text
        fullName = FullNameDocument(given: user.fullName.given, family: user.fullName.family)
        joined = user.joined.formatted(.iso8601)
    }
}
