import Foundation

/// What a signed-in session keeps: whose it is, and when and on what it was signed in (for the member's
/// list of their sessions). The session's id (in an HttpOnly cookie) is new at every sign-in, which ends
/// the browser's previous session, and dropped at sign-out.
public struct WebSession: Codable, Sendable {
    /// The account's id.
    public let userID: String
    /// When the session began (nil for sessions from before this was kept).
    var signedInAt: Date?
    /// The browser and system, as its `User-Agent` says: "Firefox on Linux".
    var device: String?

    init(userID: String, signedInAt: Date? = nil, device: String? = nil) {
        self.userID = userID
        self.signedInAt = signedInAt
        self.device = device
    }

    /// How long a session lasts after sign-in.
    static let lifetime = Duration.seconds(60 * 60 * 24 * 30)
    /// Sessions one member keeps at once; a new sign-in beyond them ends the oldest.
    static let perMember = 10
    /// The prefix hummingbird-auth gives a session id to make its key.
    static let keyPrefix = "hbs."

    /// The store's key of the session whose cookie carries `id`.
    static func storeKey(ofCookie id: String) -> String {
        StoreSessionDriver.hashed(keyPrefix + id)
    }
}
