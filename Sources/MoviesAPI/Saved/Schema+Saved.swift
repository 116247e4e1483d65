extension Schema {
    static let savedFilms = Schema.object(
        [
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 0),
            "totalResults": .integer(minimum: 0),
            "results": .array(
                of: .object(
                    [
                        "id": .string().described("the film's id with its source: `catalog:17738`"),
                        "savedAt": .string(format: "date-time"),
                        "movie": .ref("Movie"),
                    ], required: ["id", "savedAt", "movie"])),
        ], required: ["page", "totalPages", "totalResults", "results"])

    static let savedFilmsAnswer = Schema.object(
        [
            "saved": .ref("SavedFilms"),
            "notice": .string().described("what the change did, for a person"),
            "removedTitle": .string().described("the title of the one film a removal took out"),
            "undoable": .object(
                [
                    "saved": .array(of: .string()),
                    "removed": .array(of: .string()),
                ]).described("what `POST /api/saved/undo` would take back"),
            "undone": .object(
                [
                    "saved": .array(of: .string()),
                    "removed": .array(of: .string()),
                ]).described("what the undo this answers took back (absent: there was nothing to undo)"),
        ], required: ["saved"])
}
