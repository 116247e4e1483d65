import Hummingbird
import Logging

/// Logs each request's method and path (`movies serve --log-requests`), with what a path may carry that is
/// a secret left out: the play token in a media server's address (`/api/plays/plex/…`). The query is not
/// logged.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = MoviesRequestContext

    func handle(
        _ request: Request, context: MoviesRequestContext,
        next: (Request, MoviesRequestContext) async throws -> Response
    ) async throws -> Response {
        context.logger.notice(
            "Request",
            metadata: [
                "hb.request.path": .string(Self.shown(request.uri.path)),
                "hb.request.method": .string(request.method.rawValue),
            ])
        return try await next(request, context)
    }

    /// `/api/plays/plex/movies_abc…` as `/api/plays/plex/…`.
    static func shown(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[1] == "api", parts[2] == "plays" else { return path }
        return (parts.prefix(4) + ["…"]).joined(separator: "/")
    }
}
