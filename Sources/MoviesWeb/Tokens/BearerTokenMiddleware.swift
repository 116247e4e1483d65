import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// Reads `Authorization: Bearer <token>` on `/api`: a program's credential, not a browser's ambient one,
/// so a request that carries it needs no Origin check. A token that is unknown, revoked or expired is a
/// 401 at once (RFC 6750's `invalid_token`), never a request served as nobody.
struct BearerTokenMiddleware: RouterMiddleware {
    let accounts: WebAccounts

    func handle(
        _ request: Request, context: MoviesRequestContext,
        next: (Request, MoviesRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let authorization = request.headers[.authorization] else { return try await next(request, context) }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            return Self.refusal(
                WebError(
                    status: .unauthorized, code: "invalid_token",
                    message: "send a token as 'Authorization: Bearer <token>'"))
        }
        let grant: (member: User, token: AccessToken)?
        do {
            grant = try await accounts.guarded.bearer(String(parts[1]).trimmingCharacters(in: .whitespaces))
        } catch {
            return WebError(error).jsonResponse
        }
        guard let grant else {
            return Self.refusal(
                WebError(status: .unauthorized, code: "invalid_token", message: Strings.english.tokens.invalidToken))
        }
        // A media server's token logs plays by its address, and does nothing else.
        guard grant.token.scope != .plays else {
            return WebError(
                status: .forbidden, code: "insufficient_scope",
                message: "a play token only logs plays, by the address it was made with"
            ).jsonResponse
        }
        var context = context
        context.bearer = BearerGrant(member: grant.member, token: grant.token.id, scope: grant.token.scope)
        return try await next(request, context)
    }

    private static func refusal(_ error: WebError) -> Response {
        var response = error.jsonResponse
        response.headers[.wwwAuthenticate] = "Bearer error=\"invalid_token\""
        return response
    }
}
