import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/users`, `/api/session`, `/api/me`: signing up, in and out, and one's own account, as JSON.
struct AccountsAPIController {
    let accounts: WebAccounts
    let visitors: Visitors

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.signUp) { request, context in try await signUp(request, context) }
        routes.on(.signIn) { request, context in try await signIn(request, context) }
        routes.on(.signOut) { request, context in
            accounts.signOut(context)
            return Response(status: .noContent)
        }
        routes.on(.me) { _, context in
            await answer { UserDocument(try await accounts.requireUser(context)).jsonResponse() }
        }
        routes.on(.deleteAccount) { request, context in try await deleteAccount(request, context) }
    }

    /// Makes the account and signs it in: 201, or 409 `name_taken`.
    private func signUp(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let body = try await RequestBody.decode(NewUserRequest.self, from: request)
        _ = try body.toDomain()  // a 400 names the field as the API calls it (`fullName`)
        let screen = accounts.accountFormScreen(request, context, strings: .english)
        await screen.didSignUp(
            name: body.name, given: body.fullName.given, family: body.fullName.family, password: body.password)
        let user = try member(of: await screen.state)
        await accounts.start(user, request: request, context: context)
        await accounts.adoptHistory(of: await visitors.visitor(of: request, context: context), by: user)
        return UserDocument(user).jsonResponse(status: .created)
    }

    /// 200 with the account and a new session cookie; 401 for a wrong name or password alike.
    private func signIn(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let body = try await RequestBody.decode(SignInRequest.self, from: request)
        let screen = accounts.accountFormScreen(request, context, strings: .english)
        await screen.didSignIn(name: body.name, password: body.password)
        let user = try member(of: await screen.state)
        await accounts.start(user, request: request, context: context)
        return UserDocument(user).jsonResponse()
    }

    /// Deletes the account when the body gives its password (`{"password": …}`): a session left open is
    /// not enough.
    private func deleteAccount(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let user = try await accounts.requireWriter(context)
        let body = try await RequestBody.decode(PasswordRequest.self, from: request)
        let settings = accounts.settingsScreen(of: user, request, context, strings: .english)
        await settings.didDeleteAccount(password: body.password)
        if let failure = await settings.state.failure { throw WebError(failure) }
        accounts.signOut(context)
        return Response(status: .noContent)
    }

    /// The member a form settled on, or its failure as an error answer.
    private func member(of state: AccountFormState) throws -> User {
        guard let user = state.member else { throw WebError(state.failure ?? .unexpected(.english)) }
        return user
    }
}
