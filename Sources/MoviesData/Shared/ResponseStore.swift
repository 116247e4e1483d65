public import Foundation

/// Answers of a remote service kept by key, shared by every server that shares the store.
public protocol ResponseStore: Sendable {
    /// The body stored for `key`, unless it was saved before `oldest`.
    func storedResponse(for key: String, savedSince oldest: Date) async throws -> StoredResponse?

    /// Stores `body` for `key`, replacing what was there; then drops the oldest entries beyond `capacity`.
    func storeResponse(_ body: Data, for key: String, savedAt: Date, keeping capacity: Int) async throws
}

/// One stored answer and when it was saved.
public struct StoredResponse: Sendable {
    public let body: Data
    public let savedAt: Date

    public init(body: Data, savedAt: Date) {
        self.body = body
        self.savedAt = savedAt
    }
}
