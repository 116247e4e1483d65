public import MoviesDomain

/// The search results screen: a list that grows page by page (``MoviesListViewModel``), the people the
/// query names, and which films the member saved. ``states()`` streams every change, the list's
/// loading and cached-then-fresh states included.
public actor SearchViewModel {
    private let list: MoviesListViewModel
    private let people: PeopleUseCase
    private let member: MemberFilms
    private let notesCoverage: Bool
    public let strings: Strings
    public private(set) var state: SearchState
    private var observers = StateObservers<SearchState>()
    private var following: Task<Void, Never>?
    /// Identifies the latest search: the people found for an older one are dropped.
    private var generation = 0

    /// `notesCoverage`: say what the catalog holds beside results that name nobody.
    public init(
        searchMovies: SearchMoviesUseCase, people: PeopleUseCase, member: MemberFilms, notesCoverage: Bool,
        strings: Strings = .english
    ) {
        list = MoviesListViewModel(searchMovies: searchMovies, strings: strings)
        self.people = people
        self.member = member
        self.notesCoverage = notesCoverage
        self.strings = strings
        state = SearchState(marks: SavedMarks(source: member.source))
    }

    deinit { following?.cancel() }

    /// Every state from now on, starting with the current one, the list's loading states among them.
    public func states() async -> AsyncStream<SearchState> {
        if following == nil {
            let listStates = await list.states()
            if following == nil {
                following = Task { [weak self] in
                    for await listState in listStates { await self?.show(listState) }
                }
            }
        }
        return observers.add(current: state)
    }

    /// Searches `text` and shows `page` of its films (an address with `?page=` asks for one alone); the
    /// next pages come with ``didLoadNextPage()``.
    public func didSearch(_ text: String, page: PageNumber = .first) async {
        generation += 1
        let current = generation
        state.people = []
        state.failure = nil
        state.notice = nil
        state.marks = SavedMarks(source: member.source)
        await list.didSearch(text, page: page)
        var found: [PersonMatchItem] = []
        if page == .first, let query = await list.query {
            // A source that cannot say whom a query names leaves them out.
            found = ((try? await people.search(query)) ?? []).map { PersonMatchItem(match: $0, strings: strings) }
        }
        guard current == generation else { return }
        state.people = found
        await settle()
    }

    /// Saves the film `id`, or removes it if the member saved it; the notice says which.
    public func didToggleSaved(_ id: Movie.ID) async {
        state.apply(await member.toggled(id, isSaved: state.marks.isSaved(id), strings: strings))
        observers.send(state)
    }

    /// Loads the page after the last one shown. After a failure, calling it again retries.
    public func didLoadNextPage() async {
        await list.didLoadNextPage()
        await settle()
    }

    /// A search that could not be asked (a malformed address): the list shows the failure.
    public func didFail(_ failure: ScreenFailure, query: String) {
        state.list = MoviesListState()
        state.list.query = (try? MovieQuery(query))?.text ?? ""
        state.list.failure = failure
        observers.send(state)
    }

    private func settle() async {
        state.list = await list.state
        do {
            state.marks = try await member.marks(of: state.list.items.map(\.id), adding: state.marks)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        state.coverageNote = notesCoverage && state.people.isEmpty ? strings.catalogCoverage : nil
        observers.send(state)
    }

    /// A state of the list as it comes, for those who watch the screen.
    private func show(_ listState: MoviesListState) {
        state.list = listState
        observers.send(state)
    }
}
