extension Schema {
    static let personMatch = Schema.object(
        [
            "id": .string(),
            "name": .string(),
            "knownFor": .string(),
            "knownForTitles": .array(of: .string()),
        ], required: ["id", "name", "knownForTitles"])

    static let searchResults = Schema.object(
        [
            "query": .string(),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 0),
            "totalResults": .integer(minimum: 0),
            "source": .string().described("`catalog` or `TMDB`"),
            "results": .array(of: .ref("Movie")),
            "notice": .object(
                [
                    "code": .string(),
                    "message": .string(),
                    "savedAt": .string(format: "date-time"),
                ], required: ["code", "message", "savedAt"]
            ).described("The source failed: this is the page it kept from before."),
            "suggestedQuery": .string().described("A near spelling that finds films, when this search found none."),
            "searchedFor": .string().described("What the films are for, when the query was read as a slip."),
            "people": .array(of: .ref("PersonMatch")).described("The people the query names (absent when none)."),
        ], required: ["query", "page", "totalPages", "totalResults", "source", "results"])

    static let suggestions = Schema.object(
        [
            "query": .string(),
            "searchedFor": .string(),
            "films": .array(
                of: .object(
                    [
                        "id": .ref("FilmID"),
                        "title": .string(),
                        "year": .integer(),
                    ], required: ["id", "title"]), maxItems: 8),
            "people": .array(
                of: .object(
                    [
                        "id": .string(),
                        "name": .string(),
                        "knownFor": .string(),
                    ], required: ["id", "name"])),
            "peopleFirst": .boolean.described(
                "Whether the words name a person (every word one of a person's names): a box shows the people first."),
        ], required: ["query", "films", "people"])

    static let recentQueries = Schema.object(
        [
            "queries": .array(of: .string())
        ], required: ["queries"])
}
