import Foundation
import Hummingbird
import HummingbirdAuth
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// Who is signed in, signing up, in and out, and every password check, for the pages and the API alike.
/// Each check of a password goes through this server's ``PasswordCheckGate`` and is counted in the store
/// before it is made (wrong passwords by name and by address), so no concurrency gets past a limit.
struct WebAccounts: Sendable {
    let container: AppContainer
    let client: ClientFacts
    let limits: AccountLimits
    private let gate: PasswordCheckGate

    init(container: AppContainer, settings: WebSettings) {
        self.container = container
        client = ClientFacts(settings: settings)
        limits = settings.accountLimits
        gate = PasswordCheckGate(limits: settings.accountLimits)
    }

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
            throw WebError(status: .unauthorized, code: "sign_in_required", message: strings.members.signInRequired)
        }
        return user
    }

    /// The signed-in person about to change something (a save, a review, a setting), counted against their
    /// changes a minute; a 401, or a 429 once those are spent.
    func requireWriter(_ context: MoviesRequestContext, strings: Strings = .english) async throws -> User {
        let user = try await requireUser(context, strings: strings)
        try await countWrite(by: user.id)
        return user
    }

    /// Counts a change by `member` (already known to be signed in) against their changes a minute; a 429
    /// once those are spent.
    func countWrite(by member: User.ID) async throws {
        _ = try await container.attempts.count([limits.writes(by: member)], reason: .writes)
    }

    /// Checks the name and password and starts a new session for the account: a new id in a new cookie,
    /// whatever session the request had.
    func signIn(name: String, password: String, request: Request, context: MoviesRequestContext) async throws -> User {
        let key = (try? UserName(name).key) ?? String(name.lowercased().prefix(64))
        let user = try await checkingPassword(forName: key, request, context) {
            try await container.accounts.signIn(name: name, password: password)
        }
        await start(user, request: request, context: context)
        return user
    }

    /// Makes the account (counted against the address's sign-ups; one that fails is not counted).
    func register(
        name: UserName, fullName: FullName, password: Password, request: Request, context: MoviesRequestContext
    ) async throws -> User {
        let address = client.address(of: request, context: context)
        return try await gate.run(from: address) {
            let attempt = try await container.attempts.count([limits.signUps(fromAddress: address)], reason: .signUps)
            do {
                return try await container.accounts.register(name: name, fullName: fullName, password: password)
            } catch {
                await container.attempts.forget(attempt)
                throw error
            }
        }
    }

    /// Checks `user`'s current password as sign-in does (same limits), before a password change or the
    /// account's deletion; ``AccountError/invalidCredentials`` when it is wrong.
    func checkPassword(
        _ password: String, of user: User, request: Request, context: MoviesRequestContext
    )
        async throws
    {
        _ = try await checkingPassword(forName: user.name.key, request, context) {
            try await container.accounts.signIn(name: user.name.text, password: password)
        }
    }

    /// Changes `user`'s password once the current one is checked (same limits as sign-in).
    func changePassword(
        of user: User, current: String, new: Password, request: Request, context: MoviesRequestContext
    ) async throws {
        try await checkingPassword(forName: user.name.key, request, context) {
            try await container.accounts.changePassword(of: user.id, current: current, new: new)
        }
    }

    /// Runs `check` (which checks a password for the name `key`) in a turn of the gate, counted first as a
    /// wrong password for the name and for the address; a right one clears the name's count, and a failure
    /// that is not a wrong password is taken back.
    private func checkingPassword<T: Sendable>(
        forName key: String, _ request: Request, _ context: MoviesRequestContext, _ check: () async throws -> T
    ) async throws -> T {
        let address = client.address(of: request, context: context)
        let name = limits.wrongPasswords(forName: key)
        return try await gate.run(from: address) {
            let attempt = try await container.attempts.count(
                [name, limits.wrongPasswords(fromAddress: address)], reason: .wrongPasswords)
            do {
                let result = try await check()
                await container.attempts.clear(name)
                await container.attempts.forget(attempt)
                return result
            } catch AccountError.invalidCredentials {
                throw AccountError.invalidCredentials
            } catch {
                await container.attempts.forget(attempt)
                throw error
            }
        }
    }

    /// A session for `user` from now on, in place of any the browser had: signing in as someone else ends
    /// the first person's session on the server, not only in this browser.
    func start(_ user: User, request: Request, context: MoviesRequestContext) async {
        if let previous = sessionKey(of: request) { try? await container.sessions.remove(previous) }
        let session = WebSession(
            userID: user.id.rawValue, signedInAt: Date(), device: DeviceName.of(userAgent: request.headers[.userAgent]))
        context.sessions.createSession(session, expiresIn: WebSession.lifetime)
    }

    /// The store's key of the session whose cookie `request` carries, if it carries one.
    func sessionKey(of request: Request) -> String? {
        request.cookies[client.cookies.session].map { WebSession.storeKey(ofCookie: $0.value) }
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
