/// What a signed-in session keeps: whose it is. The session's id (in an HttpOnly cookie) is new at every
/// sign-in and dropped at sign-out.
public struct WebSession: Codable, Sendable {
    /// The account's id.
    public let userID: String

    /// How long a session lasts after sign-in.
    static let lifetime = Duration.seconds(60 * 60 * 24 * 30)
    static let cookieName = "movies_session"
}
