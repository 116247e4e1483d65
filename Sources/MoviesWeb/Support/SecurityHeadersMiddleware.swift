import HTTPTypes
import Hummingbird

/// Puts ``SecurityHeaders`` on every answer the router gives.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        for (name, value) in SecurityHeaders.all {
            if let name = HTTPField.Name(name) { response.headers[name] = value }
        }
        return response
    }
}
