public import MoviesDomain

/// A titled row of films, as the home page and a film's page show them: "Highest rated", "In this
/// series". A row with a filter leads to the whole browse of it.
public struct FilmsRow: Sendable {
    public let title: String
    /// The browse this row is the start of; none for a row that is all there is.
    public let filter: DiscoverFilter?
    public let items: [MoviesListItemViewModel]
    /// The film the screen is about, where the row lists it (its series), said as "This film".
    public let current: Movie.ID?
    public let currentLabel: String?

    public init(
        title: String, filter: DiscoverFilter? = nil, items: [MoviesListItemViewModel], current: Movie.ID? = nil,
        currentLabel: String? = nil
    ) {
        self.title = title
        self.filter = filter
        self.items = items
        self.current = current
        self.currentLabel = currentLabel
    }
}
