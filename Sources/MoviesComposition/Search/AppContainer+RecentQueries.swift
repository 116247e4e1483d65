public import MoviesDomain

extension AppContainer {
    /// Searches that save to one owner's recent queries (the web app has many visitors); with no owner,
    /// searches that save nothing.
    func searchMovies(savingTo owner: HistoryOwner?) -> SearchMoviesUseCase {
        SearchMoviesUseCase(
            moviesRepository: owner == nil ? unrememberedMovies : movies,
            recentQueriesRepository: owner.map { recentQueries($0.key) })
    }

    /// One owner's recent queries.
    func fetchRecentQueries(of owner: HistoryOwner) -> FetchRecentQueriesUseCase {
        FetchRecentQueriesUseCase(repository: recentQueries(owner.key))
    }

    /// Clearing one owner's recent queries.
    func forgetRecentQueries(of owner: HistoryOwner) -> ForgetRecentQueriesUseCase {
        ForgetRecentQueriesUseCase(repository: recentQueries(owner.key))
    }

    /// A visitor signing in: its recent queries become the member's.
    public func moveRecentQueries(of visitor: HistoryOwner, to member: User.ID) async throws {
        try await moveRecentQueries(visitor.key, HistoryOwner.member(member).key)
    }
}
