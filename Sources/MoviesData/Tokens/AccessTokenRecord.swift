import Foundation
public import MoviesDomain

/// An access token as a store keeps it (times in seconds since 1970); a row whose scope this version does
/// not know maps to nothing rather than to a token with powers it was not given.
public struct AccessTokenRecord: Sendable {
    let id: String
    let account: String
    let label: String
    let scope: String
    let created: Double
    let expires: Double?
    let lastUsed: Double?

    public init(
        id: String, account: String, label: String, scope: String, created: Double, expires: Double?,
        lastUsed: Double? = nil
    ) {
        self.lastUsed = lastUsed
        self.id = id
        self.account = account
        self.label = label
        self.scope = scope
        self.created = created
        self.expires = expires
    }

    public func toDomain() -> AccessToken? {
        guard let scope = AccessToken.Scope(rawValue: scope) else { return nil }
        return AccessToken(
            id: .init(id), member: .init(account), label: label, scope: scope,
            created: Date(timeIntervalSince1970: created), expires: expires.map(Date.init(timeIntervalSince1970:)),
            lastUsed: lastUsed.map(Date.init(timeIntervalSince1970:)))
    }
}
