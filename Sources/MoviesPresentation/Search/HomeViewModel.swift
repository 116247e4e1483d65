public import MoviesDomain

/// The home screen: a member's own films (watched lately, saved and not watched yet), the visitor's
/// recent searches, and rows of films to start from (the highest rated, a decade's, two genres'). A part
/// that cannot be read now is left out rather than failing the screen.
public actor HomeViewModel {
    public static let filmsARow = 10

    private let recentQueries: RecentQueriesViewModel
    private let discoverMovies: DiscoverMoviesUseCase
    private let notesCoverage: Bool
    private let member: (films: YourFilmsUseCase, id: User.ID)?
    public let strings: Strings
    public private(set) var state = HomeState()
    private var observers = StateObservers<HomeState>()

    /// `notesCoverage`: say what the catalog holds (the source is the catalog).
    public init(
        fetchRecentQueries: FetchRecentQueriesUseCase, forgetRecentQueries: ForgetRecentQueriesUseCase,
        discoverMovies: DiscoverMoviesUseCase, notesCoverage: Bool = false,
        member: (films: YourFilmsUseCase, id: User.ID)? = nil, strings: Strings = .english
    ) {
        self.member = member
        recentQueries = RecentQueriesViewModel(
            fetchRecentQueries: fetchRecentQueries, forgetRecentQueries: forgetRecentQueries)
        self.discoverMovies = discoverMovies
        self.notesCoverage = notesCoverage
        self.strings = strings
    }

    public func states() -> AsyncStream<HomeState> {
        observers.add(current: state)
    }

    public func didLoad() async {
        async let recent: Void = recentQueries.didLoad()
        var rows: [FilmsRow] = []
        for (title, filter) in rowFilters {
            guard let filter, let page = try? await discoverMovies.execute(filter) else { continue }
            let items = page.movies.prefix(Self.filmsARow).map { MoviesListItemViewModel(movie: $0, strings: strings) }
            rows.append(FilmsRow(title: title, filter: filter, items: items))
        }
        await recent
        if let member, let films = try? await member.films.yourFilms(of: member.id, count: Self.filmsARow) {
            state.yourFilms = YourFilmsContent(films, strings: strings)
        }
        state.recentSearches = await recentQueries.items
        state.rows = rows
        state.coverageNote = notesCoverage ? strings.catalogCoverage : nil
        state.isLoaded = true
        observers.send(state)
    }

    private var rowFilters: [(String, DiscoverFilter?)] {
        let words = strings.discover
        return [
            (words.highestRated, try? DiscoverFilter(sort: .rating)),
            (words.decadeName(1970), try? DiscoverFilter(years: 1970...1979, sort: .rating)),
            (words.genreName(.scienceFiction), try? DiscoverFilter(genres: [.scienceFiction])),
            (words.genreName(.comedy), try? DiscoverFilter(genres: [.comedy])),
        ]
    }
}
