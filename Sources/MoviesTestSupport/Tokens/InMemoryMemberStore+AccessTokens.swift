public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: AccessTokensRepository {
    public func addToken(_ token: AccessToken, digest: String, limit: Int) async throws -> Bool {
        guard accounts[token.member] != nil else { throw AccountError.notFound }
        guard try await tokens(of: token.member, at: token.created).count < limit else { return false }
        tokens[digest] = token
        return true
    }

    public func token(withDigest digest: String, at now: Date) async throws -> AccessToken? {
        tokens[digest].flatMap { Self.isLive($0, at: now) ? $0 : nil }
    }

    public func tokens(of member: User.ID, at now: Date) async throws -> [AccessToken] {
        tokens.values.filter { $0.member == member && Self.isLive($0, at: now) }
            .sorted { ($0.created, $1.id.rawValue) > ($1.created, $0.id.rawValue) }
    }

    public func markUsed(_ id: AccessToken.ID, at date: Date) async throws {
        for (digest, token) in tokens where token.id == id {
            tokens[digest] = AccessToken(
                id: token.id, member: token.member, label: token.label, scope: token.scope, created: token.created,
                expires: token.expires, lastUsed: date)
        }
    }

    public func removeToken(_ id: AccessToken.ID, of member: User.ID) async throws -> Bool {
        let before = tokens.count
        tokens = tokens.filter { !($0.value.id == id && $0.value.member == member) }
        return tokens.count < before
    }

    private static func isLive(_ token: AccessToken, at now: Date) -> Bool {
        token.expires.map { $0 >= now } ?? true
    }
}

/// A "digest" that is the secret itself, marked: for tests of the use cases and screens, as
/// ``InsecureTestPasswordHasher`` is for passwords. Data digests with SHA-256.
public struct InsecureTestSecretDigest: SecretDigest {
    public init() {}

    public func digest(_ secret: String) -> String { "test:" + secret }
}
