extension Schema {
    static let profile = Schema.object(
        [
            "name": .string(),
            "fullName": .string(),
            "favourites": .array(of: .ref("FilmPoster"), maxItems: 4),
            "counts": .object(
                [
                    "films": .integer(minimum: 0).described(
                        "films watched: only where the diary is yours to read (your own, or public)"),
                    "filmsThisYear": .integer(minimum: 0).described("the same, this year"),
                    "reviews": .integer(minimum: 0),
                    "lists": .integer(minimum: 0),
                ], required: ["reviews", "lists"]),
            "ratings": .array(of: .integer(minimum: 0), minItems: 10, maxItems: 10).described(
                "How many of the diary's films the member gave 1 (½★) … 10 (★★★★★)."),
            "recentWatches": .array(of: .ref("FilmPoster")).described(
                "The newest watches; left out when the diary is not the caller's to read."),
            "lists": .array(
                of: .object(
                    [
                        "id": .string(),
                        "title": .string(),
                        "slug": .string(),
                        "films": .integer(minimum: 0),
                        "public": .boolean,
                        "ranked": .boolean,
                        "description": .string(),
                        "created": .string(format: "date-time"),
                        "updated": .string(format: "date-time"),
                    ], required: ["id", "title", "slug", "films", "public", "ranked", "created", "updated"])),
            "page": .integer(minimum: 1),
            "totalPages": .integer(minimum: 0),
            "reviews": .array(of: .ref("Review")),
            "givenName": .string(),
            "familyName": .string(),
            "joined": .string(format: "date-time"),
            "own": .boolean.described("whether the member is the caller"),
            "follows": .object(
                [
                    "followers": .integer(minimum: 0),
                    "following": .integer(minimum: 0),
                ], required: ["followers", "following"]),
            "standing": .object(
                [
                    "following": .boolean,
                    "followsYou": .boolean,
                    "blocked": .boolean.described("The caller blocked the member."),
                ], required: ["following", "followsYou", "blocked"]
            ).described(
                "How the caller stands toward the member; left out for a caller signed out, and on one's own profile."),
        ],
        required: [
            "name", "fullName", "favourites", "counts", "ratings", "lists", "page", "totalPages", "reviews",
            "givenName", "familyName", "follows", "joined", "own",
        ])

    static let favourites = Schema.object(
        [
            "favourites": .array(of: .ref("FilmPoster"), maxItems: 4),
            "changed": .ref("FilmPoster").described("the film a change was about: the one added or taken out"),
            "notice": .string(),
        ], required: ["favourites"])
}
