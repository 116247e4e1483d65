import MoviesPresentation

extension BrowseTab {
    /// Browsing by genre, years and rating.
    static let browse = BrowseTab(name: { $0.discover.browse }, reloadsWhenShownAgain: false) {
        DiscoverPane(session: $0)
    }
}
