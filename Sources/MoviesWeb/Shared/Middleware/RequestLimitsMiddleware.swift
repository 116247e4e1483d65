import Hummingbird

/// Refuses request lines no real search needs (over 16 KB) before any route parses them: a 414 with
/// the usual JSON error shape, the way front-line servers guard their buffers. Only the routes that write
/// (forms, JSON for accounts, tokens and reviews) take a body, of at most 64 KB with its length announced; any
/// other route lets through a body of 1 KB at most unread (the `{}` many clients send with every `PUT`),
/// and refuses a larger one with a 413 before it is read.
struct RequestLimitsMiddleware<Context: RequestContext>: RouterMiddleware {
    static var maximumURIBytes: Int { 16 * 1024 }
    /// What a route that takes no body lets through, unread.
    static var ignoredBodyBytes: Int { 1024 }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.string.utf8.count <= Self.maximumURIBytes else {
            return WebError(
                status: .uriTooLong, code: "uri_too_long",
                message: "the address is longer than \(Self.maximumURIBytes / 1024) KB"
            ).jsonResponse
        }
        let announced = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        let chunked = request.headers[.transferEncoding] != nil
        // A media server's play (its thumbnail with it, up to 2 MB; some send it chunked): the route reads at
        // most that much, however it comes.
        if Self.isPlay(request) { return try await next(request, context) }
        if announced > 0 || chunked {
            guard Self.takesBody(request) else {
                guard !chunked, announced <= Self.ignoredBodyBytes else {
                    return WebError(
                        status: .contentTooLarge, code: "body_too_large", message: "this address takes no request body"
                    ).jsonResponse
                }
                return try await next(request, context)
            }
            let limit = Self.isUpload(request) ? MultipartForm.maximumBytes : RequestBody.maximumBytes
            guard !chunked, announced <= limit else {
                return WebError(
                    status: .contentTooLarge, code: "body_too_large",
                    message: "a body is at most \(limit >> 10) KB, with its length announced"
                ).jsonResponse
            }
        }
        return try await next(request, context)
    }

    /// Where a media server posts a play: `/api/plays/{server}/{token}`.
    static func isPlay(_ request: Request) -> Bool {
        let parts = request.uri.path.split(separator: "/")
        return request.method == .post && parts.count == 4 && parts[0] == "api" && parts[1] == "plays"
    }

    /// Where a file is uploaded: an import.
    static func isUpload(_ request: Request) -> Bool {
        ["/settings/import", "/api/imports"].contains(request.uri.path)
    }

    /// Where a body is read: the writes of people's forms and JSON. (A read of such an address is let through
    /// to its route, which answers 405 or reads no body.)
    static func takesBody(_ request: Request) -> Bool {
        let parts = request.uri.path.split(separator: "/")
        switch parts.count {
        case 1: return ["signup", "signin", "signout", "comments"].contains(parts[0])
        case 2:
            return (parts[0] == "for-you" && WebRoute.ForYouChange(rawValue: String(parts[1])) != nil)
                || (parts[0] == "api"
                    && ["users", "session", "me", "tokens", "diary", "imports", "lists", "films", "comments"].contains(
                        parts[1]))
                || ["settings", "saved", "recent", "diary", "lists", "favourites", "films"].contains(parts[0])
        case 3:
            return (parts[0] == "movies" && ["review", "log"].contains(parts[2]))
                || (parts[0] == "settings" && parts[1] == "tokens" && parts[2] == "revoke")
                || (parts[0] == "settings" && parts[1] == "import") || parts[0] == "lists"
                || (["diary", "films"].contains(parts[0]) && parts[2] == "edit")
                || (parts[0] == "api" && ["diary", "lists", "films", "comments", "offers"].contains(parts[1]))
                || (parts[0] == "offers" && ["accept", "dismiss"].contains(parts[2]))
                || (parts[0] == "comments" && WebRoute.CommentAction(rawValue: String(parts[2])) != nil)
                || (parts[0] == "u" && WebRoute.FollowAction(rawValue: String(parts[2])) != nil)
        case 4:
            return parts[0] == "api"
                && ((parts[1] == "movies" && parts[3] == "review") || parts[1] == "lists"
                    || (parts[1] == "diary" && parts[3] == "with"))
        case 5:
            return (parts[0] == "api" && parts[1] == "lists" && parts[3] == "films")
                || (parts[0] == "movies" && parts[2] == "reviews" && parts[4] == "like")
        case 6: return parts[0] == "api" && parts[1] == "movies" && parts[3] == "reviews" && parts[5] == "like"
        default: return false
        }
    }
}
