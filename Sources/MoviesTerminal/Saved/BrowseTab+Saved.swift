import MoviesPresentation

extension BrowseTab {
    /// The member's saved films, and their lists.
    static let saved = BrowseTab(name: { $0.members.savedFilms }, reloadsWhenShownAgain: true) {
        PagedListPane(SavedTab(session: $0))
    }
}
