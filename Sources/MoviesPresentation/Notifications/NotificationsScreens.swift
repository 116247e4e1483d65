public import MoviesDomain

/// The screens of a member's notifications.
public protocol NotificationsScreens: Sendable {
    /// The member's notifications: the header's count, and their pages.
    func notificationsScreen(member: User.ID, strings: Strings) -> NotificationsViewModel
}
