import Hummingbird

extension HTTPRequest.Method {
    static let query = HTTPRequest.Method("QUERY")!
}

extension RouterMethods {
    /// `GET path` and `HEAD path` with one handler (``HeadRequestsMiddleware`` drops the body for HEAD),
    /// and a 405 naming them for the other standard methods: every route of this app only reads.
    @discardableResult func readable(
        _ path: RouterPath = "",
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .get, use: handler)
        on(path, method: .head, use: handler)
        for method in [HTTPRequest.Method.post, .put, .patch, .delete, .options, .trace, .query] {
            on(path, method: method) { request, _ in Self.methodNotAllowed(request.method, allowed: "GET, HEAD") }
        }
        return self
    }

    /// The page at `page`, read only (``readable(_:use:)``).
    @discardableResult func readable(
        _ page: PagePath, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        readable(page.routerPath, use: handler)
    }

    /// Every method a route names in its 405s: the standard ones and QUERY (the safe method with a body that
    /// HTTP is adding), so a client trying it learns what the address does answer.
    static var methods: [HTTPRequest.Method] { [.get, .head, .post, .put, .patch, .delete, .options, .trace, .query] }

    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: String) -> Response {
        var response = WebError(
            status: .methodNotAllowed, code: "method_not_allowed",
            message: "this address answers \(allowed), not \(method)"
        ).jsonResponse
        response.headers[.allow] = allowed
        return response
    }
}
