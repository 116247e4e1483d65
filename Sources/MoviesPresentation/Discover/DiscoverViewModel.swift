public import MoviesDomain

/// The browse screen: a filter, and the films it allows in a list that grows page by page, shown as a
/// search's list is; the genres to choose from; which films the member saved.
public actor DiscoverViewModel {
    private let discoverMovies: DiscoverMoviesUseCase
    private let member: MemberFilms
    public let strings: Strings
    public private(set) var state: DiscoverState
    private var observers = StateObservers<DiscoverState>()

    public init(discoverMovies: DiscoverMoviesUseCase, member: MemberFilms, strings: Strings = .english) {
        self.discoverMovies = discoverMovies
        self.member = member
        self.strings = strings
        state = DiscoverState(marks: SavedMarks(source: member.source))
    }

    public func states() -> AsyncStream<DiscoverState> {
        observers.add(current: state)
    }

    /// The genres the form offers; a source that cannot say now offers none.
    public func didLoadGenres() async {
        state.genres = (try? await discoverMovies.genres()) ?? []
        observers.send(state)
    }

    /// Shows page `page` of `filter`'s films (an address with `?page=` asks for one alone); the next
    /// pages come with ``didLoadNextPage()``.
    public func didBrowse(_ filter: DiscoverFilter, page: PageNumber = .first) async {
        state.filter = filter
        state.list = MoviesListState()
        state.list.query = filter.query?.text ?? ""
        state.marks = SavedMarks(source: member.source)
        await load(page)
    }

    public func didLoadNextPage() async {
        guard state.list.failure == nil, state.list.hasMorePages,
            let next = try? PageNumber(state.list.currentPage + 1)
        else { return }
        await load(next)
    }

    /// Saves the film `id`, or removes it if the member saved it; the notice says which.
    public func didToggleSaved(_ id: Movie.ID) async {
        state.apply(await member.toggled(id, isSaved: state.marks.isSaved(id), strings: strings))
        observers.send(state)
    }

    /// A browse that could not be asked: no filter could be made, or `filter` was, but not the page.
    public func didFail(_ error: any Error, filter: DiscoverFilter? = nil) {
        state.filter = filter
        state.list = MoviesListState()
        state.list.failure = ScreenFailure(error, strings: strings)
        observers.send(state)
    }

    private func load(_ page: PageNumber) async {
        guard let filter = state.filter else { return }
        state.list.loading = state.list.items.isEmpty ? .fullScreen : .nextPage
        observers.send(state)
        do {
            let found = try await discoverMovies.execute(filter, page: page)
            if state.list.items.isEmpty { state.list.firstPage = found.page }
            state.list.items += found.movies.map { MoviesListItemViewModel(movie: $0, strings: strings) }
            state.list.currentPage = found.page
            state.list.totalPages = found.totalPages
            state.list.totalResults = found.totalResults
        } catch {
            state.list.failure = ScreenFailure(error, strings: strings)
        }
        do {
            state.marks = try await member.marks(of: state.list.items.map(\.id), adding: state.marks)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        state.list.loading = .none
        observers.send(state)
    }
}
