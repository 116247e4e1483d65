import Foundation
import Hummingbird
import HummingbirdAuth
import MoviesDomain
import MoviesPresentation

/// Who is signed in, their sessions, and the account screens of a request, for the pages and the API
/// alike. Every password check goes through this server's ``PasswordCheckGate`` and is counted in the
/// store before it is made (``AccountGuard``), so no concurrency gets past a limit.
struct WebAccounts: Sendable {
    let screens: any AccountScreens & TokenScreens
    let services: any WebServices
    /// What is new for the member signed in: the count every page's header shows.
    let notifications: any NotificationsScreens
    /// The source a bare film number is read as, and whose credit the pages carry.
    let filmSource: FilmReference.Source
    let client: ClientFacts
    /// The accounts within this server's limits, its password checks taking the gate's turns.
    let guarded: AccountGuard
    /// Where browsers' sessions are kept.
    let sessions: any SessionsRepository

    /// Throws for screens that keep no accounts (a container over another server).
    init(screens: any WebScreens, settings: WebSettings) throws {
        self.screens = screens
        services = screens
        notifications = screens
        filmSource = screens.filmSource
        client = ClientFacts(settings: settings)
        guarded = try screens.accountGuard(
            limits: settings.accountLimits, turns: PasswordCheckGate(limits: settings.accountLimits))
        sessions = try screens.sessionStorage
    }

    /// The signed-in person (by an access token, or else a session); nil with neither, or a session whose
    /// account is gone (the session ends).
    func currentUser(_ context: MoviesRequestContext) async throws -> User? {
        if let bearer = context.bearer { return bearer.member }
        guard let id = context.sessions.session?.userID else { return nil }
        guard let user = try await guarded.member(User.ID(id)) else {
            context.sessions.clearSession()
            return nil
        }
        return user
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
        if let bearer = context.bearer, !bearer.scope.canWrite {
            throw WebError(status: .forbidden, code: "insufficient_scope", message: strings.tokens.readOnly)
        }
        try await countWrite(by: user.id)
        return user
    }

    /// Counts a change by `member` (already known to be signed in) against their changes a minute; a 429
    /// once those are spent. The request's ``WriteRefundsMiddleware`` gives it back if the change is refused.
    func countWrite(by member: User.ID) async throws {
        let counted = try await guarded.countWrite(by: member)
        CountedWrites.current?.add(counted)
    }

    /// Counts a file sent to import against the member's uploads an hour; a 429 once those are spent.
    func countUpload(by member: User.ID) async throws {
        try await guarded.countUpload(by: member)
    }

    /// Takes back changes counted by a request that was refused.
    func forget(_ counted: [CountedAttempt]) async {
        guard !counted.isEmpty else { return }
        await guarded.forget(counted)
    }

    /// Counts an export by `member` against their exports an hour; a 429 once those are spent.
    func countExport(by member: User.ID) async throws {
        try await guarded.countExport(by: member)
    }

    /// The sign-in form of the person making `request`, counted by their address.
    func accountFormScreen(
        _ request: Request, _ context: MoviesRequestContext, strings: Strings
    ) -> AccountFormViewModel {
        screens.accountFormScreen(guarded, address: client.address(of: request, context: context), strings: strings)
    }

    func tokensScreen(_ request: Request, _ context: MoviesRequestContext, strings: Strings) -> AccessTokensViewModel {
        screens.tokensScreen(guarded, address: client.address(of: request, context: context), strings: strings)
    }

    /// Where `member` is signed in, this request's browser the one that stays.
    func sessionsScreen(of member: User, _ request: Request, strings: Strings) -> SessionsViewModel {
        SessionsViewModel(
            sessions: WebSessionsRepository(storage: sessions), member: member.id, current: sessionKey(of: request),
            strings: strings)
    }

    func settingsScreen(
        of member: User, _ request: Request, _ context: MoviesRequestContext, strings: Strings
    ) -> SettingsViewModel {
        screens.settingsScreen(
            guarded, member: member, address: client.address(of: request, context: context), strings: strings)
    }

    /// A session for `user` from now on, in place of any the browser had: signing in as someone else ends
    /// the first person's session on the server, not only in this browser.
    func start(_ user: User, request: Request, context: MoviesRequestContext) async {
        if let previous = sessionKey(of: request) { try? await sessions.removeSession(previous) }
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
    func historyOwner(_ visitor: Visitor, _ context: MoviesRequestContext) -> HistoryOwner? {
        if let bearer = context.bearer { return .member(bearer.member.id) }
        guard let id = context.sessions.session?.userID else { return visitor.historyOwner }
        return .member(User.ID(id))
    }

    /// Whose recent queries this request's search is kept for: nobody's for a token that may only read.
    func historyWriter(_ visitor: Visitor, _ context: MoviesRequestContext) -> HistoryOwner? {
        if let bearer = context.bearer, !bearer.scope.canWrite { return nil }
        return historyOwner(visitor, context)
    }

    /// Whose recent queries this request is shown.
    func historyReader(_ visitor: Visitor, _ context: MoviesRequestContext) -> HistoryOwner {
        historyOwner(visitor, context) ?? .visitor(visitor.id)
    }

    /// A returning visitor who signed in: its recent queries become the account's. A failure to move them
    /// does not undo the sign-in.
    func adoptHistory(of visitor: Visitor, by user: User) async {
        guard !visitor.isNew else { return }
        try? await screens.moveRecentQueries(of: .visitor(visitor.id), to: user.id)
    }

    func signOut(_ context: MoviesRequestContext) {
        context.sessions.clearSession()
    }
}
