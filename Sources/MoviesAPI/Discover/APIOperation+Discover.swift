extension APIOperation {
    public static let discover = APIOperation(
        "discover", .get, "/api/discover", summary: "Browse: films by genre, years and rating",
        tag: .browse, access: .anyone,
        parameters: [
            .query(
                "genre", .array(of: .string(), maxItems: 30),
                "a genre (`drama`, `science-fiction`); several mean films with all of them"),
            .query("decade", .string(pattern: "^((19[0-9]0|20[0-9]0)s)?$"), example: "1970s"),
            .query("from", .integer(minimum: 1870, maximum: 2100)),
            .query("to", .integer(minimum: 1870, maximum: 2100)),
            .query("minRating", .number(minimum: 0, maximum: 10)),
            .query(
                "sort",
                .string(oneOf: ["", "popularity", "rating", "date", "title", "members", "watched"]).defaulting(
                    to: "popularity"),
                "empty is the default; `rating` is the source's (critics' or its users'), `members` this site's members' rating, `watched` the films most members watched this year"
            ),
            .query("q", .string(), "words the titles must hold (200 characters at most, as a person counts them)"),
            .query(
                "page", .integer(minimum: 1, maximum: 500).defaulting(to: 1),
                "20 results a page; past the last is a 400 `page_out_of_range`"),
        ],
        answers: [.ok("A page of films", .ref("DiscoverResults"))])

    public static let person = APIOperation(
        "person", .get, "/api/people/{id}", summary: "A person's films, newest first, with their roles",
        tag: .browse, access: .anyone,
        parameters: [
            .path("id", .string(minLength: 1), "a person's id with its source", example: "catalog:stanley-kubrick")
        ],
        answers: [.ok("The person", .ref("Person")), .notFound])
}
