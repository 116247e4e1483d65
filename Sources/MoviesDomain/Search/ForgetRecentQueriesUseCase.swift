/// Clears the user's recent queries: one, or all of them.
public struct ForgetRecentQueriesUseCase: Sendable {
    private let repository: any RecentQueriesRepository

    public init(repository: any RecentQueriesRepository) {
        self.repository = repository
    }

    public func forget(_ query: MovieQuery) async throws {
        try await repository.remove(query)
    }

    public func forgetAll() async throws {
        try await repository.removeAll()
    }
}
