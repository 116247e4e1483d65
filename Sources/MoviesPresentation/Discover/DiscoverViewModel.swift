public import MoviesDomain

/// The browse screen: a filter, and the films it allows in a list that grows page by page. Its output
/// is the results list's state, so a front end shows a browse as it shows a search.
public actor DiscoverViewModel {
    private let discoverMovies: DiscoverMoviesUseCase
    public let strings: Strings
    public private(set) var state = MoviesListState()
    public private(set) var filter: DiscoverFilter?

    public init(discoverMovies: DiscoverMoviesUseCase, strings: Strings = .english) {
        self.discoverMovies = discoverMovies
        self.strings = strings
    }

    /// Shows page `page` of `filter`'s films (an address with `?page=` asks for one alone); the next
    /// pages come with ``didLoadNextPage()``.
    public func didBrowse(_ filter: DiscoverFilter, page: PageNumber = .first) async {
        self.filter = filter
        state = MoviesListState()
        state.query = filter.query?.text ?? ""
        await load(page)
    }

    public func didLoadNextPage() async {
        guard state.failure == nil, state.hasMorePages, let next = try? PageNumber(state.currentPage + 1) else {
            return
        }
        await load(next)
    }

    /// A filter that could not be made from what was asked.
    public func didFail(_ error: any Error) {
        state = MoviesListState()
        state.failure = ScreenFailure(error, strings: strings)
    }

    private func load(_ page: PageNumber) async {
        guard let filter else { return }
        do {
            let found = try await discoverMovies.execute(filter, page: page)
            state.items += found.movies.map { MoviesListItemViewModel(movie: $0, strings: strings) }
            state.currentPage = found.page
            state.totalPages = found.totalPages
            state.totalResults = found.totalResults
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}
