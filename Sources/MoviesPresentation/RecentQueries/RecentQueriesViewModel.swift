public import MoviesDomain

/// Suggestions under the search box: the user's recent queries, newest first. Selecting one runs it.
public actor RecentQueriesViewModel {
    private let fetchRecentQueries: FetchRecentQueriesUseCase
    private let maxCount: Int
    private let search: @Sendable (MovieQuery) async -> Void

    /// The queries shown, newest first. Empty when loading failed: suggestions are a convenience, not
    /// worth an error on screen.
    public private(set) var items: [String] = []
    private var queries: [MovieQuery] = []

    /// `search` runs a selected query, typically by handing it to a ``MoviesListViewModel``.
    public init(
        fetchRecentQueries: FetchRecentQueriesUseCase,
        maxCount: Int = 10,
        search: @escaping @Sendable (MovieQuery) async -> Void
    ) {
        self.fetchRecentQueries = fetchRecentQueries
        self.maxCount = maxCount
        self.search = search
    }

    public func didLoad() async {
        queries = (try? await fetchRecentQueries.execute(maxCount: maxCount)) ?? []
        items = queries.map(\.text)
    }

    public func didSelect(at index: Int) async {
        guard queries.indices.contains(index) else { return }
        await search(queries[index])
    }
}
