extension Answer {
    /// The failures operations share, each an ``Error`` document with a 4xx or 503.
    public enum Failure: String, Sendable, CaseIterable {
        case badRequest = "BadRequest", unauthorized = "Unauthorized", forbidden = "Forbidden", notFound = "NotFound"
        case conflict = "Conflict", tooLarge = "TooLarge", unsupportedMediaType = "UnsupportedMediaType"
        case uriTooLong = "UriTooLong", tooManyRequests = "TooManyRequests", unavailable = "Unavailable"

        public var status: Int {
            switch self {
            case .badRequest: 400
            case .unauthorized: 401
            case .forbidden: 403
            case .notFound: 404
            case .conflict: 409
            case .tooLarge: 413
            case .unsupportedMediaType: 415
            case .uriTooLong: 414
            case .tooManyRequests: 429
            case .unavailable: 503
            }
        }

        public var description: String {
            switch self {
            case .badRequest:
                "The request is wrong: a parameter, the address's encoding or the body (`field` names it)."
            case .unauthorized:
                "Not signed in (`sign_in_required`), a wrong name or password (`invalid_credentials`), or a token that is unknown, revoked or expired (`invalid_token`)."
            case .forbidden:
                "A read-only token asked to change something (`insufficient_scope`), or a browser's write from another site (`cross_origin`)."
            case .notFound: "No such film, person, saved film, review or token."
            case .conflict: "It clashes with what is there: a name taken, or 20 tokens already."
            case .tooLarge: "The body is over 64 KB, or a review's text over 20,000 bytes (`field`: `text`)."
            case .unsupportedMediaType: "A body that is not `application/json`."
            case .uriTooLong: "An address over 16 KB."
            case .tooManyRequests: "A limit is spent for now (wrong passwords, sign-ups, changes a minute)."
            case .unavailable:
                "The source or the database is out of reach, or every password check is taken (`busy`)."
            }
        }

        var headers: [Header] {
            switch self {
            case .unauthorized: [Header("WWW-Authenticate", .string(), "with `invalid_token`")]
            case .tooManyRequests, .unavailable: [Header("Retry-After", .integer(), "seconds")]
            default: []
            }
        }
    }
}
