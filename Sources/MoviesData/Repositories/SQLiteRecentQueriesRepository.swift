import Foundation
import GRDB
public import MoviesDomain

/// Recent queries of one owner (a visitor of the web app, or the single user of the CLI), kept in SQLite.
public struct SQLiteRecentQueriesRepository: RecentQueriesRepository {
    public static let defaultCapacity = 10
    /// Rows kept across all owners: anonymous web visitors come and go, and the table must not grow
    /// without end (a script without cookies is a new visitor at every request).
    public static let defaultTotalCapacity = 100_000

    private let database: AppDatabase
    private let owner: String
    private let capacity: Int
    private let totalCapacity: Int

    /// `capacity`: how many queries an owner keeps; older ones are dropped as new ones arrive.
    /// `totalCapacity`: how many are kept in all; the oldest of anyone's go first.
    public init(
        database: AppDatabase,
        owner: String = "",
        capacity: Int = defaultCapacity,
        totalCapacity: Int = defaultTotalCapacity
    ) {
        self.database = database
        self.owner = owner
        self.capacity = max(1, capacity)
        self.totalCapacity = max(1, totalCapacity)
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        let owner = owner
        let texts = try await database.read { db in
            try String.fetchAll(
                db.cachedStatement(sql: "SELECT text FROM recent_query WHERE owner = ? ORDER BY id DESC LIMIT ?"),
                arguments: [owner, max(0, limit)]
            )
        }
        return texts.compactMap { try? MovieQuery($0) }
    }

    /// Returns once the query is saved. Saves that arrive together, from any owner, share a transaction.
    public func save(_ query: MovieQuery) async throws {
        try await database.recentQuerySaves.write(
            RecentQuerySave(owner: owner, query: query, capacity: capacity, totalCapacity: totalCapacity))
    }
}
