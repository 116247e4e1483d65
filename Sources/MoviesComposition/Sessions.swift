public import Foundation
import MoviesData
public import MoviesDomain

/// Signed-in sessions as the web keeps them, in the store every server shares. Keys are hashes of the ids
/// cookies carry (the web hashes them), so a copy of the database signs nobody in.
public struct Sessions: Sendable {
    private let store: any SessionStore

    init(store: any SessionStore) {
        self.store = store
    }

    public func set(_ key: String, value: Data, user: User.ID?, expires: Date) async throws {
        try await store.setSession(key, value: value, user: user, expires: expires)
    }

    public func value(_ key: String, at now: Date = Date()) async throws -> (value: Data, expires: Date)? {
        try await store.session(key, at: now)
    }

    public func remove(_ key: String) async throws {
        try await store.removeSession(key)
    }

    /// `user`'s live sessions, newest first.
    public func all(of user: User.ID, at now: Date = Date()) async throws -> [(key: String, value: Data, expires: Date)]
    {
        try await store.sessions(of: user, at: now)
    }

    /// Keeps `user`'s `count` newest sessions; older sign-ins are signed out.
    public func keepNewest(_ count: Int, of user: User.ID) async throws {
        try await store.removeSessions(of: user, keepingNewest: count)
    }

    /// Signs `user` out everywhere except the session `key`.
    public func removeAll(of user: User.ID, except key: String?) async throws {
        try await store.removeSessions(of: user, except: key)
    }

    @discardableResult
    public func removeExpired(before time: Date = Date()) async throws -> Int {
        try await store.removeSessions(expiredBefore: time)
    }
}
