extension APIOperation {
    public static let movie = APIOperation(
        "movie", .get, "/api/movies/{id}", summary: "Every detail of a film",
        tag: .films, access: .anyone,
        parameters: [
            .path("id", .string(minLength: 1), "The film: `catalog:17738`, or its number, `17738`", example: "17738")
        ],
        answers: [.ok("The film", .ref("Movie")), .notFound])

    public static let filmPage = APIOperation(
        "filmPage", .get, "/api/movies/{id}/page",
        summary:
            "A film's whole page in one answer: the film, whether you saved it, what your diary says of it, a page of its reviews with your own, and its series and films like it. Signed out, the diary is empty and nothing is saved.",
        tag: .films, access: .anyone,
        parameters: [
            .film("id"),
            .query(
                "page", .integer(minimum: 1, maximum: 500).defaulting(to: 1),
                "the page of its reviews, 20 a page; a page past the last has none"),
        ],
        answers: [.ok("The film's page", .ref("FilmPage")), .notFound])

    public static let sharedFilm = APIOperation(
        "sharedFilm", .get, "/api/share",
        summary:
            "The film a text shared from another app names (a phone's share sheet, `movies log <link>`): an IMDb, TMDB, Letterboxd or Movies address is matched as an import matches (ids first, then the title and year it spells, never a guess), answering `film`, or `choose` where several fit; words with no address answer `words`, to search for. An address of no film here is a 404.",
        tag: .films, access: .anyone,
        parameters: [
            .query(
                "text", .string(minLength: 1, maxLength: 1000),
                "what was shared: a title, a text and an address, as a share sheet gives them (an address's whole line is at most 16 KB, percent-encoded)",
                required: true,
                example: "Heat https://www.imdb.com/title/tt0113277/")
        ],
        answers: [.ok("Where it leads", .ref("SharedFilm")), .notFound])

    public static let similarMovies = APIOperation(
        "similarMovies", .get, "/api/movies/{id}/similar", summary: "The film's series and films like it",
        tag: .films, access: .anyone,
        parameters: [
            .path("id", .string(minLength: 1), "The film: `catalog:17738`, or its number, `17738`", example: "17738")
        ],
        answers: [.ok("Series and films alike", .ref("SimilarMovies")), .notFound])

    public static let addFilm = APIOperation(
        "addFilm", .post, "/api/films",
        summary:
            "Add a film the catalog lacks. Unless `confirmed`, films like it (by the forgiving search) are a 409 `lookalikes` naming them; the same title and year, or an IMDb, TMDB or Letterboxd id known already, is a 409 `film_exists` naming the film that has it. At most 10 films a day a member; an added film ranks a step below the catalog's films that hold the query as well.",
        tag: .films, access: .member,
        body: .json(.ref("NewFilm")),
        answers: [
            .created(
                "The film added; `Location` is its address.", .ref("Movie"),
                headers: [Answer.Header("Location", .string())]),
            Answer(501, "Films are not added on this server.", .ref("Error")),
            .conflict,
        ])

    public static let correctFilm = APIOperation(
        "correctFilm", .put, "/api/films/{id}",
        summary:
            "Correct a film you added: its facts are replaced by those sent (`title` and `year` needed; `confirmed` is not read), checked as a film added is, and every watch, review and list that names it, and the diaries' statistics, follow. Another member's film is a 403 `not_yours`; a film no member added is a 404; a title and year, or an id, another film has is a 409 `film_exists` naming it; once another member has the film in a diary, a list, favourites or saved films, it is a 409 `film_held` (what they logged is not changed under them: the server's operator corrects it, `movies film edit`).",
        tag: .films, access: .member,
        parameters: [
            .path("id", .string(minLength: 1), "The film: `catalog:1000000001`, or its number", example: "1000000001")
        ],
        body: .json(.ref("NewFilm")),
        answers: [
            .ok("The film as corrected.", .ref("Movie")),
            Answer(501, "Films are not added on this server.", .ref("Error")),
            .notFound, .conflict,
        ])
}
