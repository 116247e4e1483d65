import Hummingbird

/// Refuses request lines no real search needs (over 16 KB) before any route parses them: a 414 with
/// the usual JSON error shape, the way front-line servers guard their buffers. No route takes a body,
/// so one that is announced is refused with a 413 before it is read.
struct RequestLimitsMiddleware<Context: RequestContext>: RouterMiddleware {
    static var maximumURIBytes: Int { 16 * 1024 }

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
        guard announced == 0, request.headers[.transferEncoding] == nil else {
            return WebError(
                status: .contentTooLarge, code: "body_too_large", message: "this address takes no request body"
            ).jsonResponse
        }
        return try await next(request, context)
    }
}
