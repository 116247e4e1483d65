import MoviesAPI
import MoviesData
public import MoviesDomain
import NIOHTTP1

/// The signed-in member's recent searches on a Movies server. The server saves a query with the search
/// itself, so saving here adds nothing; forgetting is `DELETE /api/recent`.
public struct ServerRecentQueriesRepository: RecentQueriesRepository {
    private struct Answer: Decodable {
        let queries: [String]
    }

    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        let answer: Answer = try await client.get(
            .make(.recentSearches), query: [("limit", String(min(max(limit, 1), 100)))])
        return answer.queries.compactMap { try? MovieQuery($0) }
    }

    public func save(_ query: MovieQuery) async throws {}

    public func remove(_ query: MovieQuery) async throws {
        try await client.send(.make(.forgetRecentSearches), query: [("query", query.text)])
    }

    public func removeAll() async throws {
        try await client.send(.make(.forgetRecentSearches))
    }
}
