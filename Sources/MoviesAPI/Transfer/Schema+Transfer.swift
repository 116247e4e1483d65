extension Schema {
    static let importResult = Schema.object(
        [
            "origin": .string(oneOf: ["letterboxd", "imdb", "movies", "trakt", "netflix"]),
            "rows": .integer().described("Every row read, those refused included."),
            "found": .object(
                [
                    "byID": .integer(),
                    "byTitle": .integer(),
                    "forgiving": .integer(),
                    "yearApart": .integer(),
                    "chosen": .integer().described(
                        "Films the member chose, in this import or an earlier one of the same films."),
                ], required: ["byID", "byTitle", "forgiving", "yearApart", "chosen"]),
            "toAdd": .object(
                [
                    "watches": .integer(),
                    "reviews": .integer(),
                    "saved": .integer(),
                    "completed": .integer(minimum: 0).described(
                        "Watches of the diary given a day, a rating or a like they lacked."),
                    "lists": .integer(minimum: 0).described("Lists to make (a list of the same name is added to)."),
                    "listFilms": .integer(minimum: 0).described("Films to put in lists, new and existing."),
                    "likes": .integer(minimum: 0).described("Watches to like: new ones, and the diary's given a like."),
                    "favourites": .integer(minimum: 0).described("Favourite films to add to the member's four."),
                    "films": .array(of: .string()).described(
                        "Films a dry run would add as new (`choices` of `add`), as the file names them: \"Parasite (2019)\". Their rows are counted with the rest."
                    ),
                ], required: ["watches", "reviews", "saved"]),
            "added": .object(
                [
                    "watches": .integer(),
                    "reviews": .integer(),
                    "saved": .integer(),
                    "alreadyThere": .integer(),
                    "lists": .integer().described("Lists made."),
                    "listFilms": .integer().described("Films put in lists."),
                    "likes": .integer(minimum: 0).described("Watches liked."),
                    "favourites": .integer(minimum: 0).described("Favourite films added."),
                    "completed": .integer(minimum: 0).described(
                        "Watches of the diary given a day, a rating or a like they lacked."),
                ], required: ["watches", "reviews", "saved", "alreadyThere"]
            ).described("What was written; absent for a dry run."),
            "refused": .array(
                of: .object(
                    [
                        "file": .string(),
                        "line": .integer(),
                        "reason": .string(),
                    ], required: ["file", "line", "reason"])),
            "unresolved": .array(
                of: .object(
                    [
                        "film": .string().described("The key for `choices`: \"Parasite (2019)\"."),
                        "title": .string(),
                        "year": .integer(),
                        "places": .array(
                            of: .object(
                                [
                                    "file": .string(),
                                    "line": .integer(),
                                ], required: ["file", "line"])),
                        "candidates": .array(
                            of: .object(
                                [
                                    "id": .string(),
                                    "title": .string(),
                                    "year": .integer(),
                                ], required: ["id", "title"])),
                    ], required: ["film", "title", "places", "candidates"])
            ).described("Films no match is sure of: send the file again with `choices` naming each by `film`."),
            "notes": .array(of: .string()),
        ], required: ["origin", "rows", "found", "toAdd", "refused", "unresolved", "notes"])

    static let importJob = Schema.allOf(
        .ref("ImportResult"),
        .object(
            [
                "id": .string(),
                "state": .string(oneOf: ["running", "done", "stopped", "failed"]).described(
                    "`running` while written (or while another server takes it over from one that stopped answering); `done`; `stopped` by its member; `failed`, with `failure`. What was written stays whichever way it ends."
                ),
                "file": .string().described("The file's name as uploaded."),
                "progress": .object(
                    [
                        "done": .integer(minimum: 0),
                        "total": .integer(minimum: 0),
                    ], required: ["done", "total"]
                ).described("Watches written of those to write."),
                "started": .string(format: "date-time"),
                "updated": .string(format: "date-time").described(
                    "When its server last said it was writing it, or when it ended."),
                "resumed": .integer(minimum: 0).described("How many times another server took it over."),
                "stopAsked": .boolean,
                "failure": .string().described("Why it failed."),
            ], required: ["id", "state", "file", "progress", "started", "updated", "resumed", "stopAsked"])
    ).described("An import written in the background: ImportResult, with `added` once it has ended.")
}
