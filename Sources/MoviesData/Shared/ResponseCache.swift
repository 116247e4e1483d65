public import Foundation

/// Answers of a remote service kept in the store by key, each a DTO as JSON: what is read back is exactly
/// what was stored, in its order. Entries older than `timeToLive` are not handed out; beyond `capacity`
/// entries, the oldest are dropped.
public struct ResponseCache: Sendable {
    public struct Entry<Value: Sendable>: Sendable {
        public let value: Value
        public let savedAt: Date
    }

    public let store: any ResponseStore
    public var capacity: Int
    public var now: @Sendable () -> Date

    public init(store: any ResponseStore, capacity: Int = 2_000, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.capacity = capacity
        self.now = now
    }

    public func entry<Value: Decodable & Sendable>(
        _ type: Value.Type,
        for key: String,
        timeToLive: TimeInterval
    ) async throws -> Entry<Value>? {
        let stored = try await store.storedResponse(for: key, savedSince: now().addingTimeInterval(-timeToLive))
        guard let stored, let value = try? JSONCoding.decoder.decode(type, from: stored.body) else { return nil }
        return Entry(value: value, savedAt: stored.savedAt)
    }

    public func store(_ value: some Encodable & Sendable, for key: String) async throws {
        let body = try JSONCoding.encoder.encode(value)
        try await store.storeResponse(body, for: key, savedAt: now(), keeping: capacity)
    }
}
