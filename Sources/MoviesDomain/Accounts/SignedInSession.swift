public import Foundation

/// A browser a member is signed in on: what their settings list, and sign out.
public struct SignedInSession: Sendable, Equatable {
    /// The store's key of the session (a digest of the cookie's id, never the id).
    public let key: String
    /// The browser and system, as it said: "Firefox on Linux"; nil when it did not say.
    public let device: String?
    /// When it signed in; nil for sessions from before this was kept.
    public let signedInAt: Date?

    public init(key: String, device: String?, signedInAt: Date?) {
        self.key = key
        self.device = device
        self.signedInAt = signedInAt
    }
}

/// Where a member's signed-in browsers are kept.
public protocol SignedInSessionsRepository: Sendable {
    /// The member's live sessions, newest first.
    func sessions(of member: User.ID) async throws -> [SignedInSession]

    /// Signs the member out everywhere but the session `key`.
    func signOut(_ member: User.ID, except key: String?) async throws
}
