import MoviesPresentation

extension BrowseTab {
    /// Searching, the first tab.
    static let search = BrowseTab(name: { $0.searchButton }, reloadsWhenShownAgain: false) { SearchPane(session: $0) }
}
