import Hummingbird
import HummingbirdAuth
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// Who is signed in, signing in and out, for the pages and the API alike.
struct WebAccounts: Sendable {
    let container: AppContainer
    let throttle: SignInThrottle

    /// The signed-in person; nil with no session, or one whose account is gone (the session ends).
    func currentUser(_ context: MoviesRequestContext) async throws -> User? {
        guard let id = context.sessions.session?.userID else { return nil }
        do {
            return try await container.accounts.profile(of: User.ID(id))
        } catch AccountError.notFound {
            context.sessions.clearSession()
            return nil
        }
    }

    /// The signed-in person, or a 401.
    func requireUser(
        _ context: MoviesRequestContext, strings: Strings = .english
    ) async throws
        -> User
    {
        guard let user = try await currentUser(context) else {
            throw WebError(status: .unauthorized, code: "sign_in_required", message: strings.people.signInRequired)
        }
        return user
    }

    /// Checks the name and password (throttled by name) and starts a new session for the account: a new id
    /// in a new cookie, whatever session the request had.
    func signIn(
        name: String, password: String, context: MoviesRequestContext, strings: Strings
    )
        async throws -> User
    {
        let key = (try? UserName(name).key) ?? String(name.lowercased().prefix(64))
        if let seconds = throttle.retryAfter(name: key) {
            throw WebError(
                status: .tooManyRequests, code: "too_many_attempts",
                message: strings.people.tooManyAttempts((seconds + 59) / 60), retryAfter: seconds)
        }
        do {
            let user = try await container.accounts.signIn(name: name, password: password)
            throttle.recordSuccess(name: key)
            start(user, context: context)
            return user
        } catch AccountError.invalidCredentials {
            throttle.recordFailure(name: key)
            throw AccountError.invalidCredentials
        }
    }

    /// A session for `user` from now on.
    func start(_ user: User, context: MoviesRequestContext) {
        context.sessions.createSession(WebSession(userID: user.id.rawValue), expiresIn: WebSession.lifetime)
    }

    /// Whose recent queries this request's searches save to: the signed-in account's, else the returning
    /// visitor's (a new visitor's are saved nowhere).
    func historyOwner(_ visitor: Visitor, _ context: MoviesRequestContext) -> String? {
        guard let id = context.sessions.session?.userID else { return visitor.historyOwner }
        return AppContainer.historyOwner(of: User.ID(id))
    }

    /// Whose recent queries this request is shown.
    func historyReader(_ visitor: Visitor, _ context: MoviesRequestContext) -> String {
        historyOwner(visitor, context) ?? visitor.id
    }

    /// A returning visitor who signed in: its recent queries become the account's. A failure to move them
    /// does not undo the sign-in.
    func adoptHistory(of visitor: Visitor, by user: User) async {
        guard !visitor.isNew else { return }
        try? await container.moveRecentQueries(ofVisitor: visitor.id, to: user.id)
    }

    func signOut(_ context: MoviesRequestContext) {
        context.sessions.clearSession()
    }
}
