extension APIOperation {
    public static let searchMovies = APIOperation(
        "searchMovies", .get, "/api/search", summary: "Films whose titles hold the words, best match first",
        description:
            "Saves the query to the signed-in member's recent searches, or to a returning visitor's (the `movies_visitor` cookie).",
        tag: .films, access: .anyone,
        parameters: [
            .query(
                "query", .string(minLength: 1),
                "the words typed (or `q`; one of the two is needed), 200 characters at most as a person counts them; forgiving slips, years and swapped words"
            ),
            .query("q", .string(), "the same as `query`, read only when `query` is not given"),
            .query(
                "page", .integer(minimum: 1, maximum: 500).defaulting(to: 1),
                "20 results a page; past the last is a 400 `page_out_of_range`"),
        ],
        answers: [.ok("A page of films, and the people the words name", .ref("SearchResults"))])

    public static let suggest = APIOperation(
        "suggest", .get, "/api/suggest",
        summary: "What a search box suggests for the words typed: up to 8 films and the people named",
        description: "Reads nobody's history and saves nothing.",
        tag: .films, access: .anyone,
        parameters: [
            .query(
                "query", .string(minLength: 1),
                "the words typed (or `q`; one of the two is needed), 200 characters at most"),
            .query("q", .string(), "the same as `query`, read only when `query` is not given"),
        ],
        answers: [.ok("Films and people", .ref("Suggestions"))])

    public static let recentSearches = APIOperation(
        "recentSearches", .get, "/api/recent", summary: "Recent searches, newest first",
        description: "The signed-in member's, or the visitor's whose `movies_visitor` cookie this is.",
        tag: .films, access: .anyone,
        parameters: [
            .query("limit", .integer(minimum: 1, maximum: 100).defaulting(to: 10))
        ],
        answers: [.ok("The queries", .ref("RecentQueries"))])

    public static let forgetRecentSearches = APIOperation(
        "forgetRecentSearches", .delete, "/api/recent", summary: "Forget one recent search, or all of them",
        description:
            "With `query`, that search is forgotten (any case); without, every one. Answers the searches left, newest first (ten at most). A token that may only read is refused.",
        tag: .films, access: .anyone,
        parameters: [
            .query("query", .string(minLength: 1), "the search to forget, as it was typed")
        ],
        answers: [.ok("The queries", .ref("RecentQueries"))])

    public static let openAPI = APIOperation(
        "openAPI", .get, "/api/openapi.json", summary: "This document",
        tag: .meta, access: .credentials,
        answers: [.ok("OpenAPI 3.1", Schema().with("type", "object"))])
}
