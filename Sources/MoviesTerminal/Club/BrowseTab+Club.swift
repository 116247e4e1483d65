import MoviesPresentation

extension BrowseTab {
    /// What the members one follows did.
    static let feed = BrowseTab(name: { $0.feed.tab }, reloadsWhenShownAgain: true) {
        PagedListPane(FeedTab(session: $0))
    }
}
