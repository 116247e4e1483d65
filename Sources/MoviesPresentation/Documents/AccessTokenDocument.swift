import Foundation
public import MoviesDomain

/// An access token as programs read it: never its secret, which only ``IssuedTokenDocument`` carries.
public struct AccessTokenDocument: Sendable, JSONDocument {
    public let id: String
    public let label: String
    /// `read` or `read_write`.
    public let scope: String
    /// ISO 8601; `expires` is absent for a token that does not expire.
    public let created: String
    public let expires: String?
    /// ISO 8601, to the nearest few minutes; absent for a token never used.
    public let lastUsed: String?
    /// In a list: whether this is the token the request was made with (absent elsewhere).
    public var current: Bool?

    public init(_ token: AccessToken) {
        id = token.id.rawValue
        label = token.label
        scope = token.scope.rawValue
        created = token.created.formatted(.iso8601)
        expires = token.expires?.formatted(.iso8601)
        lastUsed = token.lastUsed?.formatted(.iso8601)
    }

    public func write(to json: inout JSONWriter) {
        json.object { writeMembers(to: &$0) }
    }

    func writeMembers(to json: inout JSONWriter) {
        json.member("id", id)
        json.member("label", label)
        json.member("scope", scope)
        json.member("created", created)
        json.member("expires", expires)
        json.member("lastUsed", lastUsed)
        if let current { json.member("current", current) }
    }
}

/// `POST /api/tokens`' answer: the token, and its secret (`token`), which is never shown again.
public struct IssuedTokenDocument: Sendable, JSONDocument {
    public let token: String
    public let details: AccessTokenDocument

    public init(token: AccessToken, secret: String) {
        self.token = secret
        details = AccessTokenDocument(token)
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("token", token)
            details.writeMembers(to: &json)
        }
    }
}

/// `GET /api/tokens`: the member's tokens, newest first.
public struct AccessTokensDocument: Sendable, JSONDocument {
    public let tokens: [AccessTokenDocument]

    /// `current`: the token the request carries, marked in the list.
    public init(tokens: [AccessToken], current: AccessToken.ID? = nil) {
        self.tokens = tokens.map { token in
            var document = AccessTokenDocument(token)
            document.current = token.id == current
            return document
        }
    }

    public func write(to json: inout JSONWriter) {
        json.object { $0.member("tokens", tokens) }
    }
}
