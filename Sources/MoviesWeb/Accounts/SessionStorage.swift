public import Foundation
public import MoviesDomain

/// Where browser sessions are kept, by the digest of their key: the store's sessions, as the web signs
/// people in and out with them.
public protocol SessionStorage: Sendable {
    func set(_ key: String, value: Data, user: User.ID?, expires: Date) async throws
    func value(_ key: String, at now: Date) async throws -> (value: Data, expires: Date)?
    func remove(_ key: String) async throws
    func all(of user: User.ID, at now: Date) async throws -> [(key: String, value: Data, expires: Date)]
    /// Removes all but the newest `count` of the member's sessions.
    func keepNewest(_ count: Int, of user: User.ID) async throws
    /// Signs the member out everywhere but the session `key`.
    func removeAll(of user: User.ID, except key: String?) async throws
    func removeExpired(before time: Date) async throws -> Int
}

extension SessionStorage {
    func value(_ key: String) async throws -> (value: Data, expires: Date)? { try await value(key, at: Date()) }
    func all(of user: User.ID) async throws -> [(key: String, value: Data, expires: Date)] {
        try await all(of: user, at: Date())
    }
    func removeExpired() async throws -> Int { try await removeExpired(before: Date()) }
}
