public import MoviesDomain

/// A page of a browse as programs read it (`/api/discover`, `movies discover --json`): the filter as
/// understood, then the page as a search's.
public struct DiscoverResultsDocument: JSONDocument {
    public let filter: DiscoverFilter
    public let state: MoviesListState
    public let source: String

    public init(filter: DiscoverFilter, state: DiscoverState, source: String) {
        self.init(filter: filter, state: state.list, source: source)
    }

    public init(filter: DiscoverFilter, state: MoviesListState, source: String) {
        self.filter = filter
        self.state = state
        self.source = source
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("filter")
            json.object { json in
                json.member("genres", filter.genres.map(\.rawValue))
                json.member("from", filter.years?.lowerBound)
                json.member("to", filter.years?.upperBound)
                json.member("minRating", filter.minimumRating)
                json.member("sort", filter.sort.rawValue)
                json.member("query", filter.query?.text)
            }
            json.resultsPage(state, source: source)
        }
    }
}

/// Films to go on to from one film (`/api/movies/{id}/similar`).
public struct SimilarMoviesDocument: JSONDocument {
    public let id: Movie.ID
    public let series: [MoviesListItemViewModel]
    public let similar: [MoviesListItemViewModel]

    public init(id: Movie.ID, series: [MoviesListItemViewModel], similar: [MoviesListItemViewModel]) {
        self.id = id
        self.series = series
        self.similar = similar
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id.rawValue)
            json.member("series", series.map { MovieDocument(movie: $0.movie) })
            json.member("similar", similar.map { MovieDocument(movie: $0.movie) })
        }
    }
}
