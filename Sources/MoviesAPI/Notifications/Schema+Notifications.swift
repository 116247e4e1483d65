extension Schema {
    static let notifications = Schema.object(
        [
            "unread": .integer(minimum: 0).described("notifications since you last read them, on every page"),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 1),
            "totalCount": .integer(minimum: 0),
            "notifications": .array(
                of: .object(
                    [
                        "id": .string().described("the same for as long as the notification is shown"),
                        "kind": .string(oneOf: ["followed", "commented", "liked", "named"]),
                        "from": .string().described("the member who did it"),
                        "at": .string(format: "date-time"),
                        "unread": .boolean.described("since you last read your notifications"),
                        "text": .string().described("what happened, in words: `ana liked your review of Heat`"),
                        "subject": .object(
                            [
                                "kind": .string(oneOf: ["review", "list", "watch"]).described(
                                    "your review (its watch's id) or list, or the watch you were named on"),
                                "id": .string(),
                                "title": .string().described("the film's title, or the list's"),
                                "film": .string(),
                                "slug": .string().described("a list's address under your name"),
                            ], required: ["kind", "id", "title"]),
                        "comment": .object(["id": .string(), "text": .string()], required: ["id", "text"]),
                    ], required: ["id", "kind", "from", "at", "unread", "text"])
            ).described("newest first"),
        ], required: ["unread", "page", "totalPages", "totalCount", "notifications"])
}
