public import Foundation
public import MoviesDomain

/// Recent queries of one owner (a visitor of the web app, or the single user of the CLI), saved through
/// the store's one queue of saves, so saves of many owners arriving together share a transaction.
public struct GroupCommitRecentQueriesRepository: RecentQueriesRepository {
    /// How a save returns.
    public enum Saving: Sendable {
        /// Once the query is committed (a command that exits right after).
        case committed
        /// Once the query is committed or after `waitingUpTo`, whichever is first (a server answering a
        /// search): a search answered has its query saved unless the store was slower than that, and then
        /// it is committed in the background, retried while the store is busy or away, and shown by
        /// ``recentQueries(limit:)`` meanwhile.
        case background(waitingUpTo: Duration)
    }

    public static let defaultCapacity = 10
    /// Rows kept across all owners: anonymous web visitors come and go, and the table must not grow
    /// without end.
    public static let defaultTotalCapacity = 100_000
    /// How long a query is kept without being searched again.
    public static let defaultRetention: TimeInterval = 365 * 24 * 60 * 60

    private let saves: RecentQuerySaves
    private let owner: String
    private let capacity: Int
    private let totalCapacity: Int
    private let retention: TimeInterval
    private let saving: Saving
    private let now: @Sendable () -> Date

    /// `capacity`: how many queries an owner keeps; older ones are dropped as new ones arrive.
    /// `totalCapacity`: how many are kept in all; when full, owners with none are not remembered.
    public init(
        saves: RecentQuerySaves,
        owner: String = "",
        capacity: Int = defaultCapacity,
        totalCapacity: Int = defaultTotalCapacity,
        retention: TimeInterval = defaultRetention,
        saving: Saving = .committed,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.saves = saves
        self.owner = owner
        self.capacity = max(1, capacity)
        self.totalCapacity = max(1, totalCapacity)
        self.retention = retention
        self.saving = saving
        self.now = now
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        let limit = max(0, limit)
        let unsaved = await saves.commits.unsaved.filter { $0.owner == owner }.reversed().map(\.query)
        let texts = try await saves.store.recentQueryTexts(of: owner, limit: limit + unsaved.count)
        var seen = Set<String>()
        return (unsaved + texts.compactMap { try? MovieQuery($0) })
            .filter { seen.insert($0.normalizedText).inserted }
            .prefix(min(limit, capacity)).map { $0 }
    }

    public func remove(_ query: MovieQuery) async throws {
        try await saves.store.removeRecentQueries(of: owner, normalizedText: query.normalizedText)
    }

    public func removeAll() async throws {
        try await saves.store.removeRecentQueries(of: owner, normalizedText: nil)
    }

    /// Saves that arrive together, from any owner, share a transaction.
    public func save(_ query: MovieQuery) async throws {
        let save = RecentQuerySave(
            owner: owner, query: query, capacity: capacity, totalCapacity: totalCapacity, retention: retention,
            searchedAt: now())
        switch saving {
        case .committed: try await saves.commits.write(save)
        case .background(let bound): await saves.commits.submit(save, waitingUpTo: bound)
        }
    }
}
