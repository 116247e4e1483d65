/// A way the stand-in can misbehave, as TMDB or the network between might.
public enum TMDBStandInFault: Sendable, Equatable {
    /// 401 with TMDB's error body, as for a wrong API key.
    case unauthorized
    /// An answer with this status and TMDB's error body (404, 500, 503…).
    case status(Int)
    /// 429 with `Retry-After: seconds`.
    case tooManyRequests(retryAfter: Int)
    /// The normal answer, after a wait.
    case delay(Duration)
    /// 200 with a body that is not the JSON promised.
    case malformedJSON
    /// The connection closes in the middle of the answer.
    case resetConnection
}
