public import Foundation

/// Where access tokens are kept, by the digest of their secret, never the secret itself. A member's tokens
/// go with their account, and with their password: a store's ``UsersRepository/changePasswordHash(of:to:)``
/// removes them in the same transaction.
public protocol AccessTokensRepository: Sendable {
    /// Adds `token` unless its member has `limit` tokens live at its creation already; answers whether it
    /// was added. The count and the insert are one transaction, so concurrent requests (from several
    /// servers too) never take a member past the limit.
    func addToken(_ token: AccessToken, digest: String, limit: Int) async throws -> Bool

    /// The token whose secret has this digest, unless it expired before `now`.
    func token(withDigest digest: String, at now: Date) async throws -> AccessToken?

    /// `member`'s tokens that have not expired before `now`, newest first.
    func tokens(of member: User.ID, at now: Date) async throws -> [AccessToken]

    /// Notes that a request carried token `id` at `date`.
    func markUsed(_ id: AccessToken.ID, at date: Date) async throws

    /// Removes `member`'s token `id`; false when they have none by that id.
    func removeToken(_ id: AccessToken.ID, of member: User.ID) async throws -> Bool
}

/// Makes the digest a secret is kept and looked up by (SHA-256, in Data). A token's secret is long and
/// random, so a fast digest is as good as a password hash and lets every request look it up at once.
public protocol SecretDigest: Sendable {
    func digest(_ secret: String) -> String
}
