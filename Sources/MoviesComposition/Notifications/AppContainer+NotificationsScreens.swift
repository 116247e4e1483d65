public import MoviesDomain
public import MoviesPresentation

extension AppContainer: NotificationsScreens {
    public func notificationsScreen(member: User.ID, strings: Strings) -> NotificationsViewModel {
        NotificationsViewModel(member: member, notifications: notifications, strings: strings)
    }
}
