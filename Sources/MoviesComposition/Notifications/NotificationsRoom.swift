import MoviesDomain

/// What members did that concerns a member: follows, comments, likes, watches they were named on.
struct NotificationsRoom: Sendable {
    let notifications: NotificationsUseCase

    init(_ parts: RoomParts) {
        notifications = NotificationsUseCase(notices: parts.notices)
    }
}

extension AppContainer {
    var notifications: NotificationsUseCase { notificationsRoom.notifications }
}
