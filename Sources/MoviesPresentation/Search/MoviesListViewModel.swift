public import MoviesDomain

/// The results list: a search box, a list that grows page by page, loading and error states.
///
/// Inputs are the `did…` methods; each returns once the screen has settled. The output is ``state``,
/// and ``states()`` streams every change of it, so any front end (or test) can follow along without a
/// UI framework. A new search cancels the one in flight and starts again from page 1.
public actor MoviesListViewModel {
    private let searchMovies: SearchMoviesUseCase
    /// The screen's words: title, placeholder, empty and loading texts.
    public let strings: Strings
    public private(set) var state = MoviesListState()

    /// The query searched, as read from the words once (nil for words that make no query).
    private(set) var query: MovieQuery?
    private var pages: [MoviesPage] = []
    private var running: Task<MoviesPage, any Error>?
    /// Identifies the latest request; answers to older ones are dropped.
    private var generation = 0
    private var observers = StateObservers<MoviesListState>()

    public init(searchMovies: SearchMoviesUseCase, strings: Strings = .english) {
        self.searchMovies = searchMovies
        self.strings = strings
    }

    /// Every state from now on, starting with the current one.
    public func states() -> AsyncStream<MoviesListState> {
        observers.add(current: state)
    }

    public func didSearch(_ text: String) async {
        await didSearch(text, page: .first)
    }

    /// Starts a search at `page`, for a front end that restores a list from a link (`?q=…&page=3`).
    public func didSearch(_ text: String, page: PageNumber) async {
        cancelRunningRequest()
        pages = []
        state = MoviesListState()
        do {
            let query = try MovieQuery(text)
            self.query = query
            state.query = query.text
            await load(query, page: page, loading: .fullScreen)
        } catch {
            query = nil
            state.failure = ScreenFailure(error, strings: strings)
            publish()
        }
    }

    /// Loads the page after the last one shown. After a failure, calling it again retries.
    public func didLoadNextPage() async {
        guard let query, state.loading == .none, state.hasMorePages,
            let next = try? PageNumber(state.currentPage + 1)
        else { return }
        await load(query, page: next, loading: .nextPage)
    }

    private func load(_ query: MovieQuery, page: PageNumber, loading: MoviesListLoading) async {
        generation += 1
        let current = generation
        state.loading = loading
        state.failure = nil
        publish()
        let task = Task { [searchMovies] in
            try await searchMovies.execute(query, page: page) { cached in
                await self.show(cached.page, origin: .cached(savedAt: cached.savedAt), generation: current)
            }
        }
        running = task
        do {
            show(try await task.value, origin: .fresh, generation: current)
        } catch {
            guard current == generation, !(error is CancellationError) else { return }
            state.failure = ScreenFailure(error, strings: strings)
        }
        guard current == generation else { return }
        state.loading = .none
        running = nil
        publish()
    }

    /// Puts `page` in its place: a fresh page replaces the cached page with the same number.
    private func show(_ page: MoviesPage, origin: MoviesListState.Origin, generation: Int) {
        guard generation == self.generation else { return }
        pages.removeAll { $0.page == page.page }
        pages.append(page)
        pages.sort { $0.page < $1.page }
        state.items = pages.flatMap { page in page.movies.map { MoviesListItemViewModel(movie: $0, strings: strings) } }
        state.currentPage = pages.last?.page ?? 0
        state.firstPage = pages.first?.page ?? 0
        state.totalPages = page.totalPages
        state.totalResults = page.totalResults
        state.suggestedQuery = page.suggestedQuery?.text
        state.searchedFor = page.searchedFor?.text
        state.origin = origin
        publish()
    }

    private func cancelRunningRequest() {
        running?.cancel()
        running = nil
        generation += 1
    }

    private func publish() {
        observers.send(state)
    }
}
