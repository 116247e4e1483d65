public import MoviesDomain

/// A page of a browse as programs read it (`/api/discover`, `movies discover --json`): the filter as
/// understood, then the page as a search's.
public struct DiscoverResultsDocument: JSONDocument {
    public let filter: DiscoverFilter
    public let state: MoviesListState
    public let source: FilmReference.Source

    public init(filter: DiscoverFilter, state: DiscoverState, source: FilmReference.Source) {
        self.init(filter: filter, state: state.list, source: source)
    }

    public init(filter: DiscoverFilter, state: MoviesListState, source: FilmReference.Source) {
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
