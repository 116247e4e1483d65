public import MoviesDomain

/// The screens of finding a film: home, search results, the recent searches a box suggests, and which of some films the member marked.
public protocol SearchScreens: Sendable {
    /// `member`: who is signed in, whose own films lead the page.
    func homeScreen(history: HistoryOwner, member: User.ID?, strings: Strings) -> HomeViewModel
    /// The recent searches alone: what a search box suggests while it is empty, and clearing them.
    func recentSearches(of history: HistoryOwner, maxCount: Int) -> RecentQueriesViewModel
    /// Searches that save to `history`'s recent searches; with none, searches that save nothing.
    func searchScreen(history: HistoryOwner?, member: User.ID?, strings: Strings) -> SearchViewModel
    /// What a search box suggests while words are typed; it saves nothing.
    func suggestions(strings: Strings) -> SuggestionsViewModel
    func filmMarksScreen(member: User.ID, strings: Strings) -> FilmMarksViewModel
}
