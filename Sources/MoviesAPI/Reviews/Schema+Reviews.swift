extension Schema {
    static let review = Schema.object(
        [
            "watch": .string().described("The watch the review is on: its id, a review's id."),
            "day": .string().described("`YYYY-MM-DD`: the day of its watch; absent when not known."),
            "author": .string(),
            "film": .object(
                [
                    "id": .string(),
                    "title": .string(),
                    "year": .integer(),
                ], required: ["id", "title"]),
            "rating": .integer(minimum: 1, maximum: 10).described("Its watch's rating."),
            "stars": .number(minimum: 0.5, maximum: 5),
            "text": .string(),
            "spoilers": .boolean,
            "written": .string(format: "date-time"),
            "edited": .string(format: "date-time"),
            "likes": .integer(minimum: 0).described("How many members found it helpful."),
            "liked": .boolean.described("Whether the member asking likes it; left out when nobody signed in asks."),
            "comments": .integer(minimum: 0).described(
                "How many comments are under it (`GET /api/comments?on=` its `watch`)."),
        ], required: ["watch", "author", "film", "rating", "stars", "spoilers", "written", "likes", "comments"])

    static let reviews = Schema.object(
        [
            "film": .string(),
            "count": .integer(minimum: 0),
            "averageRating": .number(minimum: 1, maximum: 10),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 0),
            "results": .array(of: .ref("Review")),
            "own": .ref("Review").described("Your review of the film, when you are signed in and wrote one."),
            "members": .object(
                [
                    "count": .integer(minimum: 0),
                    "averageRating": .number(minimum: 1, maximum: 10),
                    "histogram": .array(of: .integer(minimum: 0), minItems: 10, maxItems: 10).described(
                        "How many members gave 1 (½★), 2, … 10 (★★★★★)."),
                ], required: ["count", "histogram"]
            ).described("Every member's rating of the film (their latest, from a diary or a review), counted."),
        ], required: ["film", "count", "page", "totalPages", "results", "members"])

    static let reviewDraft = Schema.object(
        [
            "rating": .integer(minimum: 1, maximum: 10),
            "text": .string(maxLength: 5000).orNull,
            "spoilers": .boolean.orNull.defaulting(to: false),
        ], required: ["rating"])
}
