/// What the home screen shows before anything is typed.
public struct HomeState: Sendable {
    /// The visitor's recent searches, newest first.
    public var recentSearches: [String] = []
    /// Rows of films to start from, each leading to its whole browse.
    public var rows: [FilmsRow] = []
    /// What the catalog holds and what a TMDB key adds, when the source is the catalog.
    public var coverageNote: String?
    /// A signed-in member's own films; nil for a visitor, or where they could not be read now.
    public var yourFilms: YourFilmsContent?
    public var isLoaded = false

    public init() {}
}
