public import MoviesDomain

/// Every owner's recent searches over memory, as a store keeps them: one list an owner, and a visitor's
/// moved to the member they sign in as (newest first, duplicates once, within the capacity).
public actor InMemoryRecentSearches {
    private var lists: [String: InMemoryRecentQueriesRepository] = [:]
    private let capacity: Int

    public init(capacity: Int = 10) {
        self.capacity = capacity
    }

    /// The list of `owner`, made the first time it is asked for.
    public func repository(of owner: String) -> InMemoryRecentQueriesRepository {
        if let list = lists[owner] { return list }
        let list = InMemoryRecentQueriesRepository(capacity: capacity)
        lists[owner] = list
        return list
    }

    /// Moves `from`'s searches to the front of `to`'s.
    public func move(from: String, to: String) async throws {
        let (source, target) = (repository(of: from), repository(of: to))
        for query in await source.all.reversed() { try await target.save(query) }
        try await source.removeAll()
    }
}

/// A recent-searches repository whose list is found when it is first used: the container asks for one
/// synchronously, the lists live in an actor.
public struct InMemoryRecentSearchesOfOwner: RecentQueriesRepository {
    let searches: InMemoryRecentSearches
    let owner: String

    public init(_ searches: InMemoryRecentSearches, owner: String) {
        self.searches = searches
        self.owner = owner
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        try await searches.repository(of: owner).recentQueries(limit: limit)
    }

    public func save(_ query: MovieQuery) async throws {
        try await searches.repository(of: owner).save(query)
    }

    public func remove(_ query: MovieQuery) async throws {
        try await searches.repository(of: owner).remove(query)
    }

    public func removeAll() async throws {
        try await searches.repository(of: owner).removeAll()
    }
}
