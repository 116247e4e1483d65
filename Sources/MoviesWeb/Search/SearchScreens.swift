public import MoviesDomain
public import MoviesPresentation

/// The screens of finding a film: home, search results, a film's page, and the recent searches a box
/// suggests. What the search pages and their JSON are given, in place of the whole container.
public protocol SearchScreens: Sendable {
    func homeScreen(history: HistoryOwner, member: User.ID?, strings: Strings) -> HomeViewModel
    func recentSearches(of history: HistoryOwner, maxCount: Int) -> RecentQueriesViewModel
    func searchScreen(history: HistoryOwner?, member: User.ID?, strings: Strings) -> SearchViewModel
    func suggestions(strings: Strings) -> SuggestionsViewModel
    func filmScreen(_ lookup: FilmLookup, member: User.ID?, strings: Strings) -> FilmViewModel
    /// Whose films these are: documents name them so (`catalog:42198`) and addresses take them so.
    var filmSource: FilmReference.Source { get }
}
