extension Schema {
    static let rating = Schema.object(
        [
            "average": .number(minimum: 0, maximum: 10),
            "votes": .integer(minimum: 0),
            "raters": .string(oneOf: ["critics", "audience"]),
        ], required: ["average", "votes", "raters"])

    static let movie = Schema.object(
        [
            "id": .ref("FilmID"),
            "title": .string(),
            "originalTitle": .string(),
            "overview": .string(),
            "posterPath": .string(),
            "releaseDate": .string().described("YYYY-MM-DD, or as much of it as is known"),
            "releaseDatePrecision": .string(oneOf: ["day", "year"]).described("how much of releaseDate is known"),
            "year": .integer(),
            "genres": .array(of: .string()).described(
                "as the pages name them (Science fiction), the one a person names the film by first; each one a genre filter takes"
            ),
            "runtime": .integer().described("minutes"),
            "originalLanguage": .string(),
            "rating": .ref("Rating"),
            "directors": .array(of: .string()),
            "countries": .array(of: .string()),
            "cast": .array(of: .string()),
            "castOrder": .string(oneOf: ["billing", "best-known-first"]),
            "characters": .map(of: .string()).described("whom each of the cast plays, by name"),
            "writers": .array(of: .string()),
            "languages": .array(of: .string()),
            "productionCompanies": .array(of: .string()),
            "certification": .string(),
            "awards": .string(),
            "metascore": .integer(),
            "boxOffice": .integer(),
            "imdbID": .string(),
        ], required: ["id", "title", "originalTitle", "genres", "directors", "countries"]
    ).described("A film. Lists keep members the source has; the details add what a film page shows.")

    static let similarMovies = Schema.object(
        [
            "id": .ref("FilmID"),
            "series": .array(of: .ref("Movie")),
            "similar": .array(of: .ref("Movie")),
        ], required: ["id", "series", "similar"])

    static let filmPage = Schema.object(
        [
            "movie": .ref("Movie"),
            "saved": .boolean.described("Whether you saved it; false signed out."),
            "diary": .object(
                [
                    "watched": .integer(minimum: 0).described("How many times your diary has it."),
                    "lastWatched": .string().described(
                        "`YYYY-MM-DD`: the latest day of those; absent when none is known."),
                    "rating": .integer(minimum: 1, maximum: 10).described(
                        "Your latest rating of it; absent when none."),
                ], required: ["watched"]),
            "reviews": .ref("Reviews").described("A page of its reviews, with your own (`own`)."),
            "series": .array(of: .ref("Movie")).described("Absent with `moreFailure`."),
            "similar": .array(of: .ref("Movie")).described("Absent with `moreFailure`."),
            "moreFailure": .object(
                ["code": .string(), "message": .string()], required: ["code", "message"]
            ).described("Why the source could not say which films go with it; the rest of the page stands."),
        ], required: ["movie", "saved", "diary", "reviews"])

    static let filmPoster = Schema.object(
        [
            "id": .ref("FilmID"),
            "title": .string(),
            "year": .integer(),
            "posterPath": .string(),
            "rating": .integer(minimum: 1, maximum: 10).described("a recent watch's rating; absent when it has none"),
        ], required: ["id", "title"])

    static let filmID = Schema.string(pattern: "^(catalog|tmdb):[0-9]{1,12}$").described(
        "A film as every answer names it: its source and its number there (`catalog:17738`, `tmdb:155`). Addresses and fields that take a film also take the bare number, a film of this server's source."
    ).examples("catalog:17738")

    static let sharedFilm = Schema.object(
        [
            "film": Schema.ref("FilmID").described("the film the address is"),
            "choose": .array(
                of: .object(
                    ["id": .ref("FilmID"), "title": .string(), "year": .integer().orNull],
                    required: ["id", "title"])
            ).described("the films that fit it as well, for the member to choose"),
            "words": .string().described("no address: the words, to search for"),
        ])

    static let newFilm = Schema.object(
        [
            "title": .string(minLength: 1, maxLength: 300).described(
                "Counted in code points, as `maxLength` counts; no control, bidirectional or invisible character, here or in any name."
            ),
            "year": .integer(minimum: 1870).described("1870 to next year."),
            "originalTitle": .string(maxLength: 300),
            "directors": .array(of: .string(minLength: 1, maxLength: 200), maxItems: 50),
            "cast": .array(of: .string(minLength: 1, maxLength: 200), maxItems: 50),
            "runtime": .integer(minimum: 1, maximum: 1000).described("Minutes."),
            "genres": .array(of: .string(), maxItems: 50).described(
                "The catalog's genres, as a person writes them (`sci-fi`, `science fiction`)."),
            "country": .string(maxLength: 100),
            "originalLanguage": .string(maxLength: 100),
            "imdb": .string(pattern: "^tt[0-9]{7,10}$"),
            "tmdb": .integer(minimum: 1),
            "letterboxd": .string(maxLength: 300).described("Its Letterboxd address or slug."),
            "confirmed": .boolean.described("The films like it were seen, and it is none of them."),
        ], required: ["title", "year"])
}
