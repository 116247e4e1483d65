extension Schema {
    static let forYou = Schema.object(
        [
            "personal": .boolean.described(
                "whether the films are picked from your own ratings (10 rated films or more)"),
            "rated": .integer(minimum: 0),
            "ratingsNeeded": .integer(minimum: 0).described("rated films still needed; 0 once the films are your own"),
            "intro": .string(),
            "films": .array(
                of: .object(
                    [
                        "id": .string().examples("catalog:17738"),
                        "title": .string(),
                        "year": .integer(),
                        "posterPath": .string(),
                        "predicted": .number().described(
                            "the rating you are likely to give it, on your own scale (never past what you gave your favourites); for a film critics love, their average"
                        ),
                        "reasons": .array(of: .string()),
                        "why": .ref("RecommendationReasons"),
                        "runtime": .integer().described("minutes"),
                    ], required: ["id", "title", "predicted", "reasons", "why"])),
        ], required: ["personal", "rated", "ratingsNeeded", "intro", "films"])

    static let pick = Schema.object(
        [
            "members": .array(of: .string()).described("you first, then the friends picked with"),
            "friends": .array(of: .string()).described(
                "everyone you may pick with: members you follow who follow you back"),
            "under": .integer(minimum: 1).described("the longest a film runs, in minutes, when asked"),
            "genres": .array(of: .string()),
            "decades": .array(of: .integer()),
            "films": .array(
                of: .object(
                    [
                        "id": .string().examples("catalog:17738"),
                        "title": .string(),
                        "year": .integer(),
                        "runtime": .integer().described("minutes"),
                        "posterPath": .string(),
                        "least": .number().described("the likely rating of the member least happy with it, 1 to 10"),
                        "members": .array(
                            of: .object(
                                [
                                    "name": .string(),
                                    "predicted": .number().described(
                                        "the rating they are likely to give it, on their own scale; absent for a private diary"
                                    ),
                                    "reasons": .array(of: .string()),
                                    "why": .ref("RecommendationReasons"),
                                    "average": .number().described(
                                        "the member's own average rating, as the pick measures their outlook from it; absent for a private diary"
                                    ),
                                    "private": .boolean.described(
                                        "their diary is private: nothing is said of them (no `predicted`, no `average`, no reason); their ratings and the films they watched count only where they let their diary shape picks"
                                    ),
                                ], required: ["name", "reasons", "why"])
                        ).described("each member's outlook, in the order of the pick's members"),
                    ], required: ["id", "title", "least", "members"])),
        ], required: ["members", "genres", "decades", "films"])

    static let recommendationReasons = Schema.array(
        of: .object(
            [
                "kind": .string(oneOf: [
                    "person", "genre", "decade", "country", "kindred", "alike", "saved", "wellLoved",
                ]),
                "name": .string().described("person: whom"),
                "role": .string(oneOf: ["director", "writer", "cast"]),
                "films": .integer(minimum: 0).described(
                    "person: the films with them loved; genre, decade, country: the films rated"),
                "rating": .integer(minimum: 1, maximum: 10).described("person: the lowest rating of those films"),
                "genre": .string(),
                "decade": .integer(),
                "country": .string().described("country: where the films were made, as the catalog names it"),
                "members": .integer(minimum: 1).described("kindred: how many members with a like taste rated it"),
                "title": .string().described("alike: the loved film it is like"),
            ], required: ["kind"])
    ).described("the reasons as programs read them, in the order of `reasons`")
}
