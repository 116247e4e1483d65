public import MoviesDomain

/// A page of a browse as programs read it (`/api/discover`, `movies discover --json`): the filter as
/// understood, then the page as a search's.
public struct DiscoverResultsDocument: Sendable {
    public struct Filter: Sendable {
        public let genres: [String]
        public let from: Int?
        public let to: Int?
        public let minRating: Double?
        public let sort: String
        public let query: String?
    }

    public let filter: Filter
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let source: String
    public let results: [MovieDocument]

    public init(filter: DiscoverFilter, state: DiscoverState, source: String) {
        self.init(filter: filter, state: state.list, source: source)
    }

    public init(filter: DiscoverFilter, state: MoviesListState, source: String) {
        self.filter = Filter(
            genres: filter.genres.map(\.rawValue), from: filter.years?.lowerBound, to: filter.years?.upperBound,
            minRating: filter.minimumRating, sort: filter.sort.rawValue, query: filter.query?.text)
        page = max(state.currentPage, 1)
        totalPages = state.totalPages
        totalResults = state.totalResults
        self.source = source
        results = state.items.map { MovieDocument(movie: $0.movie) }
    }
}

/// Films to go on to from one film (`/api/movies/{id}/similar`).
public struct SimilarMoviesDocument: Sendable {
    public let id: String
    public let series: [MovieDocument]
    public let similar: [MovieDocument]

    public init(id: Movie.ID, series: [MoviesListItemViewModel], similar: [MoviesListItemViewModel]) {
        self.id = id.rawValue
        self.series = series.map { MovieDocument(movie: $0.movie) }
        self.similar = similar.map { MovieDocument(movie: $0.movie) }
    }
}
