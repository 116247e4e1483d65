public import MoviesDomain

/// Recent queries over memory, with the same rules as the SQLite repository.
public actor InMemoryRecentQueriesRepository: RecentQueriesRepository {
    private var queries: [MovieQuery]
    private let capacity: Int
    private var failure: (any Error)?

    public init(queries: [MovieQuery] = [], capacity: Int = 10) {
        self.queries = queries
        self.capacity = capacity
    }

    public func failAll(with error: (any Error)?) {
        failure = error
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        if let failure { throw failure }
        return Array(queries.prefix(limit))
    }

    public func save(_ query: MovieQuery) async throws {
        if let failure { throw failure }
        queries.removeAll { $0 == query }
        queries.insert(query, at: 0)
        queries = Array(queries.prefix(capacity))
    }

    public func remove(_ query: MovieQuery) async throws {
        if let failure { throw failure }
        queries.removeAll { $0.normalizedText == query.normalizedText }
    }

    public func removeAll() async throws {
        if let failure { throw failure }
        queries.removeAll()
    }

    public var all: [MovieQuery] { queries }
}
