extension Schema {
    static let discoverResults = Schema.object(
        [
            "filter": .object(
                [
                    "genres": .array(of: .string()),
                    "from": .integer(),
                    "to": .integer(),
                    "minRating": .number(),
                    "sort": .string(),
                    "query": .string(),
                ], required: ["genres", "sort"]),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 0),
            "totalResults": .integer(minimum: 0),
            "source": .string(),
            "results": .array(of: .ref("Movie")),
        ], required: ["filter", "page", "totalPages", "totalResults", "source", "results"])

    static let person = Schema.object(
        [
            "id": .string(),
            "name": .string(),
            "roles": .map(of: .integer()).described("films counted by role: director, writer, cast"),
            "films": .array(
                of: .object(
                    [
                        "movie": .ref("Movie"),
                        "roles": .array(of: .string()),
                        "character": .string(),
                    ], required: ["movie", "roles"])),
            "bestKnown": .array(of: .ref("FilmID")).described(
                "the films' ids, best known first by the source's measure of renown (the catalog's is fair across decades)"
            ),
        ], required: ["id", "name", "roles", "films"])
}
