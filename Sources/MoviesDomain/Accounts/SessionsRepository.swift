public import Foundation

/// Signed-in sessions, kept in the store so any server sharing it serves any session. Keys are hashes of
/// the session ids the cookies carry, so the store never holds a usable id.
public protocol SessionsRepository: Sendable {
    /// Keeps `value` under `key` until `expires`, for `user` (whose account's deletion removes it).
    func setSession(_ key: String, value: Data, user: User.ID?, expires: Date) async throws

    /// The value under `key` and when it expires; nil if there is none or it expired before `now`.
    func session(_ key: String, at now: Date) async throws -> (value: Data, expires: Date)?

    func removeSession(_ key: String) async throws

    /// `user`'s sessions that have not expired before `now`, newest first (by when they expire).
    func sessions(of user: User.ID, at now: Date) async throws -> [(key: String, value: Data, expires: Date)]

    /// Drops `user`'s sessions beyond the `count` that expire last: the oldest sign-ins go first.
    func removeSessions(of user: User.ID, keepingNewest count: Int) async throws

    /// Signs `user` out everywhere but the session `key` (after a password change).
    func removeSessions(of user: User.ID, except key: String?) async throws

    /// Drops sessions that expired before `time`; answers how many.
    @discardableResult
    func removeSessions(expiredBefore time: Date) async throws -> Int
}
