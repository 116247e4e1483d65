import Hummingbird

/// `HEAD` is answered as `GET` would be, headers and all, without the body: uptime checkers ask with it.
/// Routes are registered for both methods (``RouterMethods/readable(_:use:)``); this drops the body.
struct HeadRequestsMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard request.method == .head else { return response }
        let length = response.body.contentLength
        response.body = ResponseBody()  // (resets Content-Length, so it is set after)
        if let length { response.headers[.contentLength] = String(length) }
        return response
    }
}
