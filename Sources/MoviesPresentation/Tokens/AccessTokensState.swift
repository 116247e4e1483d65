public import MoviesDomain

/// What the access tokens part of settings (and `/api/tokens`) shows: the member's tokens, the one just
/// made with its secret, or what went wrong.
public struct AccessTokensState: Sendable {
    public struct Item: Sendable, Identifiable {
        public let token: AccessToken
        /// "Read and write"
        public let scope: String
        /// "Made 2026-11-23 · expires 2027-02-21"
        public let made: String
        /// "last used 2026-11-24", or "never used"
        public let lastUsed: String
        public var id: AccessToken.ID { token.id }
    }

    public var tokens: [Item] = []
    /// The token just made and its secret, shown this once.
    public var issued: (token: AccessToken, secret: String)?
    public var failure: ScreenFailure?
    /// One line on what the last change did.
    public var notice: String?

    public init() {}
}
