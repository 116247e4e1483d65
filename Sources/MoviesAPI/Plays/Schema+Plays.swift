extension Schema {
    static let plainPlay = Schema.object(
        [
            "imdb": .string(maxLength: 12).described("IMDb's id: tt0113277"),
            "tmdb": .integer(minimum: 1).described("TMDB's number for the film"),
            "title": .string(maxLength: 500),
            "year": .integer(minimum: 1870, maximum: 2200),
            "watched_at": .string(format: "date-time").described("when it was watched; absent: now"),
            "rating": .integer(minimum: 1, maximum: 10),
        ])

    static let play = Schema.object(
        [
            "id": .string(),
            "source": .string(oneOf: ["jellyfin", "plex", "emby", "player"]),
            "received": .string(format: "date-time"),
            "day": .string(format: "date"),
            "film": .object(
                [
                    "title": .string(), "year": .integer(), "imdb": .string(), "tmdb": .integer(),
                ], required: ["title"]
            ).described("the film as the server named it; absent when it named none"),
            "matched": .string().described("the film here it is, once known: `catalog:17738`"),
            "rating": .integer(minimum: 1, maximum: 10),
            "fate": .string(oneOf: ["logged", "alreadyLogged", "waiting", "skipped", "refused"]),
            "watch": .string().described("the watch it made, or the one it is (logged, alreadyLogged)"),
            "reason": .string().described("why it is skipped or refused"),
            "candidates": .array(
                of: .object(["film": .string(), "title": .string(), "year": .integer()], required: ["film", "title"])
            ).described("the films it may be (waiting)"),
        ], required: ["id", "source", "received", "day", "fate"])

    static let playReceipt = Schema.object(
        [
            "new": .boolean.described(
                "false for a play received before (a retry, or the film that day from another device)"),
            "play": .ref("Play"),
            "ignored": .string().described("an event that is not a play's end, which is not kept"),
        ], required: ["new"])

    static let plays = Schema.object(["plays": .array(of: .ref("Play"))], required: ["plays"])

    static let playToken = Schema.object(
        [
            "token": .string().described("shown this once"),
            "addresses": .object(
                ["jellyfin": .string(), "plex": .string(), "emby": .string(), "json": .string()],
                required: ["jellyfin", "plex", "emby", "json"]),
        ], required: ["token", "addresses"])
}
