extension Schema {
    static let follows = Schema.object(
        [
            "name": .string().described("The member whose list it is; left out for the caller's blocked members."),
            "members": .array(
                of: .object(
                    [
                        "name": .string(),
                        "fullName": .string(),
                        "givenName": .string(),
                        "familyName": .string(),
                        "since": .string(format: "date-time"),
                    ], required: ["name", "fullName", "givenName", "familyName", "since"])),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 1),
            "totalCount": .integer(minimum: 0),
        ], required: ["members", "page", "totalPages", "totalCount"]
    ).described("Members, newest follow (or block) first.")

    static let followChange = Schema.object(
        [
            "name": .string(),
            "changed": .boolean.described("False when it was so already."),
            "notice": .string(),
        ], required: ["name", "changed", "notice"])

    static let feed = Schema.object(
        [
            "groups": .array(
                of: .object(
                    [
                        "kind": .string(oneOf: ["watched", "reviewed", "listed", "added"]),
                        "member": .string(),
                        "givenName": .string(),
                        "familyName": .string(),
                        "headline": .string(),
                        "list": .object(
                            [
                                "id": .string(),
                                "title": .string(),
                                "slug": .string(),
                            ], required: ["id", "title", "slug"]),
                        "activities": .array(
                            of: .object(
                                [
                                    "at": .string(format: "date-time"),
                                    "place": .string().described(
                                        "Where the activity stands: `after` it, the feed goes on from here."),
                                    "filmId": .string(),
                                    "title": .string(),
                                    "year": .integer(),
                                    "posterPath": .string(),
                                    "day": .string(format: "date"),
                                    "rating": .integer(minimum: 1, maximum: 10),
                                    "rewatch": .boolean,
                                    "liked": .boolean,
                                    "review": .string().described(
                                        "The review's first words (280 characters at most); left out when it gives the plot away."
                                    ),
                                    "spoilers": .boolean,
                                ], required: ["at", "place", "rewatch", "liked", "spoilers"])),
                    ], required: ["kind", "member", "givenName", "familyName", "headline", "activities"])),
            "next": .string().described("The `after` of the next page; left out on the last."),
        ], required: ["groups"]
    ).described(
        "What the members the caller follows did, newest first, each run of one member's doings of one kind grouped.")

    static let comment = Schema.object(
        [
            "id": .string().described("The comment's id, which `PUT` and `DELETE /api/comments/{id}` take."),
            "on": .string().described("The id of the review (its watch's) or list it is under."),
            "kind": .string(oneOf: ["review", "list"]),
            "author": .string(),
            "text": .string(minLength: 1, maxLength: 2000),
            "written": .string(format: "date-time"),
            "edited": .string(format: "date-time").described("When it was last rewritten; absent if never."),
            "mayEdit": .boolean.described("In a list of comments: whether the caller wrote it."),
            "mayDelete": .boolean.described(
                "In a list of comments: whether the caller may delete it (its author, or the owner of what it is under)."
            ),
        ], required: ["id", "on", "kind", "author", "text", "written"])

    static let comments = Schema.object(
        [
            "subject": .object(
                [
                    "id": .string(),
                    "kind": .string(oneOf: ["review", "list"]),
                    "owner": .string(),
                    "title": .string().described("The film's title for a review, the list's for a list."),
                    "film": .string().described("A review's film."),
                    "slug": .string().described("A list's address under its owner's name."),
                ], required: ["id", "kind", "owner", "title"]),
            "review": .ref("Review"),
            "count": .integer(minimum: 0),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 1),
            "comments": .array(of: .ref("Comment")),
        ], required: ["subject", "count", "page", "totalPages", "comments"])

    static let commentDraft = Schema.object(
        [
            "on": .string().described("For a new comment: the review's (its `watch`) or the list's id."),
            "text": .string(minLength: 1, maxLength: 2000).described(
                "1 to 2,000 characters once trimmed; line breaks kept."),
        ], required: ["text"])

    static let companions = Schema.object(
        [
            "with": .array(of: .string(minLength: 1, maxLength: 40), maxItems: 10).described(
                "the members watched with, by name, in place of those named; empty names nobody")
        ], required: ["with"])

    static let offerAnswer = Schema.object(
        [
            "rating": .integer(minimum: 1, maximum: 10).orNull.described(
                "your rating for the watch made of the offer's day"),
            "watch": .string(minLength: 1, maxLength: 64).orNull.described(
                "a watch of yours, of the same film, logged already: accepts the offer with it"),
        ])

    static let offers = Schema.object(
        [
            "offers": .array(
                of: .object(
                    [
                        "id": .string().described("the offering member's watch: what to accept or dismiss"),
                        "from": .string().described("the member who named you"),
                        "film": .ref("FilmPoster"),
                        "day": .string().described("`YYYY-MM-DD`; absent when not known"),
                        "offered": .string(format: "date-time"),
                        "text": .string(),
                    ], required: ["id", "from", "film", "offered", "text"]))
        ], required: ["offers"])
}
