public import Foundation

/// A person with an account: known by ``id`` whatever their name becomes.
public struct User: Sendable, Identifiable, Equatable {
    /// Assigned once, at registration; never reused.
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public let id: ID
    public var name: UserName
    public var fullName: FullName
    public let joined: Date

    public init(id: ID, name: UserName, fullName: FullName, joined: Date) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.joined = joined
    }

    public static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}
