extension APIOperation {
    public static let diary = APIOperation(
        "diary", .get, "/api/diary",
        summary: "The member's diary, newest first (by the day watched; days not known last)",
        tag: .diary, access: .member,
        parameters: [
            .query("year", .integer(minimum: 1, maximum: 9999), "only the watches of this year (by the day watched)"),
            .query("rating", .integer(minimum: 1, maximum: 10), "only the watches of this rating"),
            .query("rewatch", .string(oneOf: ["yes", "no"]), "only rewatches (`yes`) or first watches (`no`)"),
            .query(
                "film", .string(pattern: "^((catalog|tmdb):)?[0-9]{1,12}$"),
                "only the watches of this film (`catalog:17738`, `tmdb:155`; a bare number is a catalog film)"),
            .query("tag", .string(minLength: 1), "only the watches with this tag (compared folded)"),
            .query("page", .integer(minimum: 1, maximum: 500).defaulting(to: 1), "20 watches a page"),
        ],
        answers: [.ok("A page", .ref("Diary"))])

    public static let logWatch = APIOperation(
        "logWatch", .post, "/api/diary",
        summary: "Log a watch of a film: the day (today if absent, `unknown` if not known), a rating, a review",
        tag: .diary, access: .member,
        body: .json(.ref("WatchDraft")),
        answers: [
            .created("The watch logged (or, sent again with its `replay`, the watch it made)", .ref("Watch")),
            .notFound, .conflict,
        ])

    public static let undoDeleteWatch = APIOperation(
        "undoDeleteWatch", .post, "/api/diary/undo", summary: "Bring back the watch deleted last",
        tag: .diary, access: .member,
        answers: [.ok("The page after, with a notice", .ref("Diary"))])

    public static let setDiaryVisibility = APIOperation(
        "setDiaryVisibility", .put, "/api/diary/visibility",
        summary:
            "Let anyone read the diary and statistics (at /u/{name}/diary and /u/{name}/stats), or no one but the member",
        tag: .diary, access: .member,
        body: .json(.ref("DiaryVisibility")),
        answers: [.ok("The first page, saying whether it is public now", .ref("Diary"))])

    public static let watch = APIOperation(
        "watch", .get, "/api/diary/{id}", summary: "One of the member's watches",
        tag: .diary, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a watch's id, as the diary lists it")
        ],
        answers: [.ok("The watch", .ref("Watch")), .notFound])

    public static let editWatch = APIOperation(
        "editWatch", .put, "/api/diary/{id}", summary: "Change a watch: its day, rating, rewatch and like",
        tag: .diary, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a watch's id, as the diary lists it")
        ],
        body: .json(.ref("WatchChange")),
        answers: [.ok("The watch as changed", .ref("Watch")), .notFound])

    public static let deleteWatch = APIOperation(
        "deleteWatch", .delete, "/api/diary/{id}",
        summary: "Delete a watch (undo brings it back until the next delete)",
        tag: .diary, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a watch's id, as the diary lists it")
        ],
        answers: [.ok("The page after, with a notice", .ref("Diary")), .notFound])

    public static let statistics = APIOperation(
        "statistics", .get, "/api/stats", summary: "What the member's diary adds up to, for all time or one year",
        tag: .diary, access: .member,
        parameters: [
            .query("year", .integer(minimum: 1, maximum: 9999), "one year in review; absent for all time")
        ],
        answers: [.ok("The numbers", .ref("Statistics"))])

    public static let filmMarks = APIOperation(
        "filmMarks", .get, "/api/marks",
        summary:
            "Which of some films the member saved, watched and rated: what a program drawing cards of its own asks for a page of them",
        tag: .diary, access: .member,
        parameters: [
            .query(
                "films", .string(pattern: "^((catalog|tmdb):)?[0-9]{1,12}(,((catalog|tmdb):)?[0-9]{1,12}){0,99}$"),
                "up to 100 film ids, separated by commas", required: true,
                examples: ["two": ["value": "catalog:17738,catalog:47703"]])
        ],
        answers: [.ok("Each film asked, in the order asked", .ref("FilmMarks"))])
}
