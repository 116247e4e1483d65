public import MoviesDomain

/// The suggestions of a search box while it is empty: the visitor's recent queries, newest first, each
/// of which (or all) they can clear.
public actor RecentQueriesViewModel {
    private let fetchRecentQueries: FetchRecentQueriesUseCase
    private let forgetRecentQueries: ForgetRecentQueriesUseCase
    private let maxCount: Int

    /// The queries shown, newest first. Empty when loading failed: suggestions are a convenience, not
    /// worth an error on screen.
    public private(set) var items: [String] = []
    /// Why the last load found nothing, for a front end that must say (the JSON API); a page shows none.
    public private(set) var failure: ScreenFailure?

    public init(
        fetchRecentQueries: FetchRecentQueriesUseCase, forgetRecentQueries: ForgetRecentQueriesUseCase,
        maxCount: Int = 10
    ) {
        self.fetchRecentQueries = fetchRecentQueries
        self.forgetRecentQueries = forgetRecentQueries
        self.maxCount = maxCount
    }

    /// Clears the search `text` (however it is spaced or cased) from the list, then shows the list.
    public func didRemove(_ text: String) async {
        await change { forget in try await forget.forget(try MovieQuery(text)) }
    }

    /// Clears the whole list.
    public func didRemoveAll() async {
        await change { forget in try await forget.forgetAll() }
    }

    private func change(_ forgetting: (ForgetRecentQueriesUseCase) async throws -> Void) async {
        do {
            try await forgetting(forgetRecentQueries)
        } catch {
            failure = ScreenFailure(error, strings: .english)
            return
        }
        await didLoad()
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
