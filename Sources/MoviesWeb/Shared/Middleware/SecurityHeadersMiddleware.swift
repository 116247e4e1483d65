import HTTPTypes
import Hummingbird

/// Puts ``SecurityHeaders`` on every answer the router gives, and `Cache-Control: no-store` on any that
/// did not say how it may be kept: an answer is someone's own (their account, saved films, recent
/// searches) unless its route says it is public, as posters and the stylesheet do. An error thrown below
/// is answered here, so it carries them too. `strictTransport`: the site is HTTPS only (HSTS).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    var strictTransport = false

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        for (name, value) in SecurityHeaders.all {
            if let name = HTTPField.Name(name) { response.headers[name] = value }
        }
        if strictTransport { response.headers[.strictTransportSecurity] = SecurityHeaders.strictTransportSecurity }
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
