public import MoviesDomain

/// The words of access tokens, in one language (``Strings/tokens``): their failures, and their part of the
/// settings page.
public struct TokenStrings: Sendable {
    public let invalidLabel: String
    public let invalidExpiry: String
    public let tooMany: String
    public let notFound: String
    /// A bearer token that is unknown, revoked or expired.
    public let invalidToken: String
    /// A read-only token asked to change something.
    public let readOnly: String

    public let heading: String
    /// What a token is for, above the list.
    public let intro: String
    public let none: String
    public let label: String
    public let scope: String
    public let read: String
    public let readWrite: String
    /// A media server's token: it logs plays, and nothing else.
    public let playsOnly: String
    public let expiry: String
    public let never: String
    public let days: @Sendable (Int) -> String
    public let make: String
    public let revoke: String
    /// "Made 2026-11-23 · expires 2027-02-21"
    public let made: @Sendable (_ created: String, _ expires: String?) -> String
    /// "last used 2026-11-24", or "never used"
    public let lastUsed: @Sendable (_ date: String?) -> String
    /// Shown once, beside the new token's secret.
    public let copyNow: String
    public let revoked: @Sendable (_ label: String) -> String

    public func scopeName(_ scope: AccessToken.Scope) -> String {
        switch scope {
        case .read: read
        case .readWrite: readWrite
        case .plays: playsOnly
        }
    }
}

extension Strings {
    public var tokens: TokenStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
