import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/tokens`: personal access tokens for programs. Making one takes the account's name and password
/// (counted as a sign-in is, so it is no way around the sign-in limits); the secret is in that answer only.
struct TokensAPIController {
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.issueToken) { request, context in try await issue(request, context) }
        routes.on(.tokens) { request, context in
            let user = try await accounts.requireUser(context)
            let screen = accounts.tokensScreen(request, context, strings: .english)
            await screen.didLoad(member: user.id)
            return try await document(of: screen, current: context.bearer?.token).jsonResponse()
        }
        routes.on(.revokeToken) { request, context in try await revoke(request, context) }
    }

    /// 201 with the token and its secret; 401 for a wrong name or password, as sign-in.
    private func issue(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let body = try await RequestBody.decode(NewTokenRequest.self, from: request)
        let scope = try body.checkedScope()
        let screen = accounts.tokensScreen(request, context, strings: .english)
        await screen.didIssue(
            name: body.name, password: body.password, label: body.label, scope: scope,
            expiresInDays: try body.checkedDays())
        let state = await screen.state
        guard let issued = state.issued else { throw WebError(state.failure ?? .unexpected(.english)) }
        return IssuedTokenDocument(token: issued.token, secret: issued.secret).jsonResponse(status: .created)
    }

    /// 204. A token may always revoke itself (`movies logout`: `DELETE /api/tokens/current`); revoking
    /// another takes a session or a token that may write.
    private func revoke(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let named = SavedAPIController.decoded(context.parameters.get("id"))
        // `current`: the token this request carries, whose id a program given only the secret cannot know.
        let id = named == "current" ? context.bearer?.token ?? AccessToken.ID(named) : AccessToken.ID(named)
        let user =
            try await context.bearer?.token == id
            ? accounts.requireUser(context) : accounts.requireWriter(context)
        let screen = accounts.tokensScreen(request, context, strings: .english)
        await screen.didRevoke(id, of: user.id)
        if let failure = await screen.state.failure { throw WebError(failure) }
        return Response(status: .noContent)
    }

    private func document(
        of screen: AccessTokensViewModel, current: AccessToken.ID?
    ) async throws
        -> AccessTokensDocument
    {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return AccessTokensDocument(tokens: state.tokens.map(\.token), current: current)
    }
}
