import Hummingbird

extension RouterMethods {
    /// `GET path` and `HEAD path` with one handler (``HeadRequestsMiddleware`` drops the body for HEAD),
    /// and a 405 naming them for the other standard methods: every route of this app only reads.
    @discardableResult func readable(
        _ path: RouterPath = "",
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .get, use: handler)
        on(path, method: .head, use: handler)
        for method in [HTTPRequest.Method.post, .put, .patch, .delete, .options, .trace] {
            on(path, method: method) { request, _ in Self.methodNotAllowed(request.method, allowed: "GET, HEAD") }
        }
        return self
    }

    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: String) -> Response {
        var response = WebError(
            status: .methodNotAllowed, code: "method_not_allowed",
            message: "this address answers \(allowed), not \(method)"
        ).jsonResponse
        response.headers[.allow] = allowed
        return response
    }
}
