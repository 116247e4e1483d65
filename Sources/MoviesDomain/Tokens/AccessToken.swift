public import Foundation

/// A personal access token: what a program shows (`Authorization: Bearer …`) to act for a member without a
/// browser's session. Only its digest is kept; the secret is shown once, when it is made.
public struct AccessToken: Sendable, Identifiable, Equatable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// What a token may do: read the member's things, read and change them, or (a media server's) log the
    /// member's plays and nothing else.
    public enum Scope: String, Sendable, CaseIterable {
        case read
        case readWrite = "read_write"
        case plays

        public var canWrite: Bool { self == .readWrite }
    }

    public let id: ID
    public let member: User.ID
    /// What the member called it ("laptop", "backup script"), to tell tokens apart in a list.
    public let label: String
    public let scope: Scope
    public let created: Date
    /// Nil for a token that lasts until it is revoked, the password changes or the account goes.
    public let expires: Date?
    /// When a request last carried it, to the nearest ``AccessTokensUseCase/lastUseResolution``; nil if
    /// never.
    public let lastUsed: Date?

    public init(
        id: ID, member: User.ID, label: String, scope: Scope, created: Date, expires: Date?, lastUsed: Date? = nil
    ) {
        self.id = id
        self.member = member
        self.label = label
        self.scope = scope
        self.created = created
        self.expires = expires
        self.lastUsed = lastUsed
    }
}
