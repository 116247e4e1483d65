extension Schema {
    static let watchDraft = Schema.object(
        [
            "film": .string(pattern: "^((catalog|tmdb):)?[0-9]{1,12}$").described("the film's id").examples(
                "catalog:17738"),
            "day": .string().orNull.described(
                "`YYYY-MM-DD`, no later than tomorrow nor before the film's year; `unknown` for a day not known; absent for today"
            ).examples("2025-03-12", "unknown"),
            "rating": .integer(minimum: 1, maximum: 10).orNull.described("out of 10, shown as half-stars"),
            "rewatch": .boolean.orNull.described("absent: a rewatch when the diary has the film on that day or before"),
            "liked": .boolean.orNull.defaulting(to: false),
            "review": .string(maxLength: 5000).orNull.described(
                "the watch's review, its rating the watch's (so it needs one)"),
            "spoilers": .boolean.orNull.defaulting(to: false),
            "keepSaved": .boolean.orNull.defaulting(to: false).described(
                "a saved film leaves the saved films unless this is true"),
            "tags": .array(
                of: .string(minLength: 1, pattern: "^[^,]+$").described(
                    "1 to 40 characters as a person counts them, no control characters and no comma (tags are written apart by commas); compared folded (case, accents)"
                ), maxItems: 20
            ).orNull.described("at most 20 (null or absent: none); a watch's tags are replaced by these"),
            "with": .array(of: .string(minLength: 1, maxLength: 40), maxItems: 10).orNull.described(
                "the members watched with, by name: each one you follow who follows you (a new watch only)"),
            "replay": .string(pattern: "^[A-Za-z0-9-]{8,64}$").orNull.described(
                "the client's own id for this log: sent again with it (the answer was lost), the log answers the watch it made the first time instead of logging a second; 409 if that watch was deleted since, or the first sending is still being logged"
            ).examples("3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f"),
        ], required: ["film"])

    static let watchChange = Schema.object(
        [
            "day": .string().orNull.described(
                "`YYYY-MM-DD`, no later than tomorrow nor before the film's year; `unknown` for a day not known; absent for today"
            ).examples("2025-03-12", "unknown"),
            "rating": .integer(minimum: 1, maximum: 10).orNull.described("out of 10, shown as half-stars"),
            "rewatch": .boolean.orNull.defaulting(to: false),
            "liked": .boolean.orNull.defaulting(to: false),
            "tags": .array(
                of: .string(minLength: 1, pattern: "^[^,]+$").described(
                    "1 to 40 characters as a person counts them, no control characters and no comma (tags are written apart by commas); compared folded (case, accents)"
                ), maxItems: 20
            ).orNull.described("at most 20 (null or absent: none); a watch's tags are replaced by these"),
        ])

    static let watch = Schema.object(
        [
            "id": .string(),
            "film": .ref("FilmPoster"),
            "day": .string().described("`YYYY-MM-DD`; absent when not known"),
            "rating": .integer(minimum: 1, maximum: 10),
            "stars": .number(),
            "rewatch": .boolean,
            "liked": .boolean,
            "logged": .string(format: "date-time"),
            "unsaved": .boolean.described("in the answer to a watch logged: whether the film left the saved films"),
            "gaveDay": .boolean.described(
                "in the answer to a watch logged: whether it was the film's watch of no day (a rating's, a watched mark's), given its day and what else it lacked, instead of a watch added"
            ),
            "reviewed": .boolean.described("whether the watch carries a review"),
            "review": .object(
                [
                    "text": .string(),
                    "spoilers": .boolean,
                    "written": .string(format: "date-time"),
                    "edited": .string(format: "date-time"),
                ], required: ["spoilers", "written"]
            ).described("The review written with this watch; its rating is the watch's."),
            "tags": .array(of: .string()).described("the watch's tags, as first written"),
            "with": .array(of: .string()).described("the members watched with, by name"),
            "source": .string(oneOf: ["jellyfin", "plex", "emby", "player", "trakt", "netflix"]).described(
                "Where the watch was recorded (a media server's play, another tracker's history); absent for a watch logged by hand."
            ),
        ], required: ["id", "film", "rewatch", "liked", "logged", "tags", "with"])

    static let diary = Schema.object(
        [
            "filter": .object(
                [
                    "year": .integer(),
                    "rating": .integer(),
                    "rewatch": .boolean,
                    "film": .string().described("the film asked for, as `catalog:17738`"),
                    "tag": .string().described("the tag asked for"),
                ]),
            "page": .integer(),
            "totalPages": .integer(),
            "totalResults": .integer(),
            "public": .boolean.described("whether anyone may read the diary and its statistics"),
            "notice": .string().described("what the last change did"),
            "watch": .ref("Watch").described("the watch a delete took away or an undo brought back"),
            "results": .array(of: .ref("Watch")),
            "tags": .array(
                of: .object(
                    [
                        "tag": .string(),
                        "watches": .integer(minimum: 1),
                    ], required: ["tag", "watches"])
            ).described("the member's tags, most used first"),
            "shapesPicks": .boolean.described("the diary is private and shapes friends' picks, unnamed"),
        ], required: ["filter", "page", "totalPages", "totalResults", "results", "tags"])

    static let statistics = Schema.object(
        [
            "year": .integer().described("absent for all time"),
            "watches": .integer(),
            "films": .integer().described("each film once however often watched"),
            "minutes": .integer().described("running time of every watch, where the film's is known"),
            "firstWatches": .integer(),
            "rewatches": .integer(),
            "byMonth": .array(of: .integer(), minItems: 12, maxItems: 12).described("January first"),
            "byWeekday": .array(of: .integer(), minItems: 7, maxItems: 7).described("Monday first"),
            "ratings": .array(of: .integer(), minItems: 10, maxItems: 10).described(
                "films of each rating, 1 to 10, by the member's one rating of each"),
            "byYear": .array(
                of: .object(
                    [
                        "year": .integer(),
                        "watches": .integer(),
                    ], required: ["year", "watches"])
            ).described("all time only"),
            "decades": .array(
                of: .object(
                    [
                        "decade": .integer(),
                        "films": .integer(),
                    ], required: ["decade", "films"])),
            "genres": .array(
                of: .object(
                    [
                        "genre": .string(),
                        "films": .integer(),
                    ], required: ["genre", "films"])),
            "directors": .array(
                of: .object(
                    [
                        "name": .string(),
                        "id": .string().described("the person's page, where they have one"),
                        "films": .integer(),
                    ], required: ["name", "films"])),
            "actors": .array(
                of: .object(
                    [
                        "name": .string(),
                        "id": .string().described("the person's page, where they have one"),
                        "films": .integer(),
                    ], required: ["name", "films"])),
            "longestRun": .object(
                [
                    "days": .integer(),
                    "from": .string(),
                    "to": .string(),
                ], required: ["days", "from", "to"]),
            "highestRated": .array(
                of: .object(
                    [
                        "id": .string(),
                        "title": .string(),
                        "year": .integer(),
                        "rating": .integer(),
                    ], required: ["id", "title", "rating"])),
            "years": .array(of: .integer()).described("the years with watches, newest first"),
            "watchedWith": .array(
                of: .object(
                    [
                        "name": .string(),
                        "watches": .integer(minimum: 1),
                    ], required: ["name", "watches"])
            ).described("the members named on most of the period's watches, most first"),
        ],
        required: [
            "watches", "films", "minutes", "firstWatches", "rewatches", "byMonth", "byWeekday", "ratings", "decades",
            "genres", "directors", "actors", "highestRated", "years", "watchedWith",
        ])

    static let diaryVisibility = Schema.object(
        [
            "public": .boolean.described(
                "true: anyone may read the diary and statistics; false: no one but the member"),
            "shapesPicks": .boolean.orNull.described(
                "while the diary is private, whether its ratings and watches shape friends' picks with nothing said of them (off until the member says so); absent or null: left as it is"
            ),
        ], required: ["public"])

    static let filmMarks = Schema.object(
        [
            "films": .array(
                of: .object(
                    [
                        "id": .string().described("the film, as `catalog:17738`"),
                        "saved": .boolean,
                        "watched": .boolean,
                        "rating": .integer(minimum: 1, maximum: 10).described(
                            "the member's one rating of the film; absent when not rated"),
                    ], required: ["id", "saved", "watched"]))
        ], required: ["films"])
}
