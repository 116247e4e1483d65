import MoviesPresentation

extension BrowseTab {
    /// Films for the member, and tonight's pick from there.
    static let forYou = BrowseTab(name: { $0.forYou.heading }, reloadsWhenShownAgain: true) {
        PagedListPane(ForYouTab(session: $0))
    }
}
