extension APIOperation {
    public static let getNotifications = APIOperation(
        "getNotifications", .get, "/api/notifications",
        summary:
            "The caller's notifications, newest first, a page of 30: who followed them, commented on or liked their reviews and lists, or named them on a watch. Reading them marks nothing read.",
        tag: .members, access: .member,
        parameters: [.query("page", .integer(minimum: 1, maximum: 500))],
        answers: [.ok("A page of notifications.", .ref("Notifications"))])

    public static let markNotificationsRead = APIOperation(
        "markNotificationsRead", .put, "/api/notifications/read",
        summary: "Mark every notification read: the unread count starts again from now.",
        tag: .members, access: .member,
        answers: [.noContent("Marked read.")])
}
