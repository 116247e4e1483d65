public import MoviesDomain

/// The suggestions of a search box while it is empty: the visitor's recent queries, newest first.
public actor RecentQueriesViewModel {
    private let fetchRecentQueries: FetchRecentQueriesUseCase
    private let maxCount: Int

    /// The queries shown, newest first. Empty when loading failed: suggestions are a convenience, not
    /// worth an error on screen.
    public private(set) var items: [String] = []
    /// Why the last load found nothing, for a front end that must say (the JSON API); a page shows none.
    public private(set) var failure: ScreenFailure?

    public init(fetchRecentQueries: FetchRecentQueriesUseCase, maxCount: Int = 10) {
        self.fetchRecentQueries = fetchRecentQueries
        self.maxCount = maxCount
    }

    public func didLoad() async {
        do {
            items = try await fetchRecentQueries.execute(maxCount: maxCount).map(\.text)
            failure = nil
        } catch {
            items = []
            failure = ScreenFailure(error, strings: .english)
        }
    }
}
