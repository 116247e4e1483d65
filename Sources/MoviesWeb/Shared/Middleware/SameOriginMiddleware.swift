import HTTPTypes
import Hummingbird

/// Refuses a JSON write whose browser says it came from another site: when a request that changes
/// something carries `Origin`, its scheme, host and port must be this site's own (`https` when the site is
/// reached over HTTPS, else `http`). `evil://movies.example` is another site, as `https://evil.example` is.
/// A client that is not a browser sends no `Origin` and is left to the other checks; neither is a request
/// carrying an access token checked, which no browser sends on its own.
struct SameOriginMiddleware: RouterMiddleware {
    let client: ClientFacts

    func handle(
        _ request: Request, context: MoviesRequestContext,
        next: (Request, MoviesRequestContext) async throws -> Response
    ) async throws -> Response {
        guard Self.isWrite(request.method), context.bearer == nil, let origin = request.headers[.origin] else {
            return try await next(request, context)
        }
        guard let host = request.head.authority, origin.lowercased() == "\(scheme(of: request))://\(host.lowercased())"
        else {
            return WebError(status: .forbidden, code: "cross_origin", message: "requests from other sites are refused")
                .jsonResponse
        }
        return try await next(request, context)
    }

    private func scheme(of request: Request) -> String {
        client.isSecure(request) ? "https" : "http"
    }

    private static func isWrite(_ method: HTTPRequest.Method) -> Bool {
        ![.get, .head, .options].contains(method)
    }
}
