/// What the home screen shows before anything is typed.
public struct HomeState: Sendable {
    /// The visitor's recent searches, newest first.
    public var recentSearches: [String] = []
    /// Rows of films to start from, each leading to its whole browse.
    public var rows: [FilmsRow] = []
    /// What the catalog holds and what a TMDB key adds, when the source is the catalog.
    public var coverageNote: String?
    public var isLoaded = false

    public init() {}
}
