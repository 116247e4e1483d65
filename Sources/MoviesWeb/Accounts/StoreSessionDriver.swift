import Crypto
import Foundation
import Hummingbird
import MoviesDomain
import Synchronization

/// hummingbird-auth's session storage over the store every server shares. A session is kept under the
/// SHA-256 of its key, so the database never holds an id a cookie could carry; a ``WebSession`` is kept
/// with its account, whose deletion removes it.
struct StoreSessionDriver: PersistDriver {
    let sessions: any SessionsRepository

    func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        try await set(key: key, value: value, expires: expires)
    }

    func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        let hashed = Self.hashed(key)
        var expiry = Date().addingTimeInterval(Double((expires ?? WebSession.lifetime).components.seconds))
        // No new expiry keeps the one the session has.
        if expires == nil, let stored = try await sessions.session(hashed, at: Date()) { expiry = stored.expires }
        let user = (value as? WebSession).map { User.ID($0.userID) }
        try await sessions.setSession(hashed, value: try JSONEncoder().encode(value), user: user, expires: expiry)
        // A member keeps a bounded number of sessions: a new sign-in beyond them ends the oldest.
        if let user, expires != nil { try await sessions.removeSessions(of: user, keepingNewest: WebSession.perMember) }
        // Expired sessions are refused when read; the rows go at most once an hour, as people sign in.
        if Self.lastSweep.withLock({ last in
            guard Date().timeIntervalSince(last) > 3600 else { return false }
            last = Date()
            return true
        }) {
            _ = try? await sessions.removeSessions(expiredBefore: Date())
        }
    }

    private static let lastSweep = Mutex(Date.distantPast)

    func get<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> Object? {
        try await getWithTTL(key: key, as: type)?.object
    }

    func getWithTTL<Object: Codable & Sendable>(
        key: String, as type: Object.Type
    ) async throws -> (
        object: Object, ttl: Duration?
    )? {
        guard let stored = try await sessions.session(Self.hashed(key), at: Date()) else { return nil }
        guard let object = try? JSONDecoder().decode(type, from: stored.value) else {
            throw PersistError.invalidConversion
        }
        return (object, .seconds(max(0, stored.expires.timeIntervalSinceNow)))
    }

    func remove(key: String) async throws {
        try await sessions.removeSession(Self.hashed(key))
    }

    static func hashed(_ key: String) -> String {
        SHA256.hash(data: Data(key.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
