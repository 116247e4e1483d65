import MoviesPresentation

extension BrowseTab {
    /// The member's diary.
    static let diary = BrowseTab(name: { $0.diary.diary }, reloadsWhenShownAgain: true) {
        PagedListPane(DiaryTab(session: $0))
    }
}
