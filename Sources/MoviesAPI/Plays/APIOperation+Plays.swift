extension APIOperation {
    static let playToken = Parameter.path(
        "token", .string(minLength: 1, maxLength: 200),
        "The member's play token (`movies plays token`, Settings → Plays): a token that logs plays and nothing else.")

    static let playAnswers: [Answer] = [
        .ok(
            "The play, and what was made of it; or, for an event that is not a play's end, why it is not kept.",
            .ref("PlayReceipt")),
        .badRequest, .unauthorized, .forbidden, .tooLarge, .unsupportedMediaType, .tooManyRequests,
    ]

    public static let receiveJellyfinPlay = APIOperation(
        "receiveJellyfinPlay", .post, "/api/plays/jellyfin/{token}",
        summary:
            "Jellyfin's Webhook plugin (a Generic destination, \"Playback Stop\", Movies, \"Send All Properties\"): a film played to completion, or to 90% of its length, is a watch on its day.",
        tag: .members, access: .anyone, parameters: [playToken], body: .json(.object([:])), answers: playAnswers)

    public static let receivePlexPlay = APIOperation(
        "receivePlexPlay", .post, "/api/plays/plex/{token}",
        summary:
            "Plex's webhooks: the form's `payload`; a `media.scrobble` of a movie by the account the webhook is for is a watch (the `thumb` is not read).",
        tag: .members, access: .anyone, parameters: [playToken],
        body: .form(.object(["payload": .string(), "thumb": .string(format: "binary")], required: ["payload"])),
        answers: playAnswers)

    public static let receiveEmbyPlay = APIOperation(
        "receiveEmbyPlay", .post, "/api/plays/emby/{token}",
        summary:
            "Emby's webhooks (application/json, or a form's `data`): a `playback.stop` played to completion, or to 90%, is a watch.",
        tag: .members, access: .anyone, parameters: [playToken], body: .json(.object([:])), answers: playAnswers)

    public static let receivePlay = APIOperation(
        "receivePlay", .post, "/api/plays/json/{token}",
        summary:
            "A play in this site's plain form, for Kodi and anything else: ids, or a title and year; the rest optional. For example: `curl -X POST -H 'Content-Type: application/json' -d '{\"imdb\": \"tt0113277\", \"watched_at\": \"2024-03-12T21:40:00Z\", \"rating\": 8}' https://movies.example/api/plays/json/TOKEN`.",
        tag: .members, access: .anyone, parameters: [playToken], body: .json(.plainPlay), answers: playAnswers)

    public static let getPlays = APIOperation(
        "getPlays", .get, "/api/plays",
        summary: "The caller's latest plays (50), newest first, each with what was made of it.",
        tag: .members, access: .member, answers: [.ok("The plays.", .ref("Plays"))])

    public static let makePlayToken = APIOperation(
        "makePlayToken", .post, "/api/plays/token",
        summary:
            "A new play token, which logs plays and nothing else (revoked like any token), with the address to paste into each media server. The token is shown this once.",
        tag: .members, access: .member,
        answers: [.created("The token and its addresses.", .ref("PlayToken")), .conflict])

    public static let choosePlayFilm = APIOperation(
        "choosePlayFilm", .put, "/api/plays/{id}",
        summary:
            "The film of a play waiting for one (a film no match was sure of): logged now, and kept for the next play of that name; `null` skips it.",
        tag: .members, access: .member, parameters: [.path("id", .string(minLength: 1, maxLength: 64))],
        body: .json(.object(["film": .string(maxLength: 40).orNull], required: ["film"])),
        answers: [.ok("The play, settled.", .ref("Play")), .badRequest, .notFound, .conflict])
}
