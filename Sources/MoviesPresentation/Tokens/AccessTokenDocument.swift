import Foundation
public import MoviesDomain

/// An access token as programs read it: never its secret, which only ``IssuedTokenDocument`` carries.
public struct AccessTokenDocument: Sendable, JSONDocument {
    public let token: AccessToken
    /// In a list: whether this is the token the request was made with (left out elsewhere).
    public let current: Bool?

    public init(_ token: AccessToken, current: Bool? = nil) {
        self.token = token
        self.current = current
    }

    public func write(to json: inout JSONWriter) {
        json.object { writeMembers(to: &$0) }
    }

    func writeMembers(to json: inout JSONWriter) {
        json.member("id", token.id.rawValue)
        json.member("label", token.label)
        // `read` or `read_write`.
        json.member("scope", token.scope.rawValue)
        // ISO 8601; `expires` is left out for a token that does not expire, `lastUsed` (to the nearest
        // few minutes) for a token never used.
        json.member("created", token.created.formatted(.iso8601))
        json.member("expires", token.expires?.formatted(.iso8601))
        json.member("lastUsed", token.lastUsed?.formatted(.iso8601))
        json.member("current", current)
    }
}

/// `POST /api/tokens`' answer: the token, and its secret (`token`), which is never shown again.
public struct IssuedTokenDocument: Sendable, JSONDocument {
    public let token: AccessToken
    public let secret: String

    public init(token: AccessToken, secret: String) {
        self.token = token
        self.secret = secret
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("token", secret)
            AccessTokenDocument(token).writeMembers(to: &json)
        }
    }
}

/// `GET /api/tokens`: the member's tokens, newest first, the one the request carries marked.
public struct AccessTokensDocument: Sendable, JSONDocument {
    public let tokens: [AccessToken]
    public let current: AccessToken.ID?

    public init(tokens: [AccessToken], current: AccessToken.ID? = nil) {
        self.tokens = tokens
        self.current = current
    }

    public func write(to json: inout JSONWriter) {
        json.object { $0.member("tokens", tokens.map { AccessTokenDocument($0, current: $0.id == current) }) }
    }
}
