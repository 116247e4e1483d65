/// The user's recent queries, newest first.
public struct FetchRecentQueriesUseCase: Sendable {
    private let repository: any RecentQueriesRepository

    public init(repository: any RecentQueriesRepository) {
        self.repository = repository
    }

    public func execute(maxCount: Int) async throws -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        return try await repository.recentQueries(limit: maxCount)
    }
}
