import Hummingbird

extension WebError {
    /// A server whose container adds no films (one over another server): 501, the same on every route.
    static let filmsNotAdded = WebError(
        status: .notImplemented, code: "not_here", message: "films are not added on this server")
}
