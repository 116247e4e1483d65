import MoviesPresentation

extension BrowseTab {
    /// Who followed the member, commented on or liked their things, or named them on a watch.
    static let notifications = BrowseTab(name: { $0.notifications.heading }, reloadsWhenShownAgain: true) {
        PagedListPane(NotificationsTab(session: $0))
    }
}
