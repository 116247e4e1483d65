/// The JSON API of Notifications: its operations (`APIOperation+Notifications.swift`) and documents
/// (`Schema+Notifications.swift`).
enum NotificationsAPI: FeatureAPI {
    static let operations: [APIOperation] = [.getNotifications, .markNotificationsRead]

    static let schemas: KeyValuePairs<String, Schema> = ["Notifications": .notifications]
}
