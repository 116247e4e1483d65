import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/settings` and its four forms. Not signed in: to the sign-in page and back.
struct SettingsPagesController {
    let accounts: WebAccounts
    let transfers: any TransferScreens
    let imports: WebImports
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            .settings,
            [
                .get: { request, context in
                    await page(request, context) { visit, user in
                        let notice =
                            (try? request.parameter("ended")) != nil
                            ? visit.strings.account.signedOutElsewhere
                            : (try? request.parameter("saved")) != nil ? visit.strings.account.changesSaved : nil
                        return try await render(visit, user, section: nil, problem: nil, notice: notice, status: .ok)
                    }
                }
            ])
        for section in [SettingsPageView.Section.name, .fullName, .password, .diary, .picks, .sessions, .delete] {
            router.route(
                .settingsSection(section.rawValue),
                [.post: { request, context in await page(request, context) { try await submit(section, $0, $1) } }])
        }
        router.readable(.export) { request, context in
            await page(request, context) { visit, user in
                try await WebExport.download(
                    for: user, screens: transfers, accounts: accounts, gate: imports.gate, strings: visit.strings)
            }
        }
        router.route(
            .tokens,
            [.post: { request, context in await page(request, context) { try await issueToken($0, $1) } }])
        router.route(
            .tokenRevoke,
            [.post: { request, context in await page(request, context) { try await revokeToken($0, $1) } }])
    }

    /// Makes a token behind the password and shows the page with its secret, this once (no redirect: the
    /// secret is in no address and no later page).
    private func issueToken(_ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit)
        let screen = accounts.tokensScreen(visit.request, visit.context, strings: visit.strings)
        await screen.didIssue(
            for: user, password: form["current"] ?? "", label: form["label"] ?? "",
            scope: AccessToken.Scope(rawValue: form["scope"] ?? "") ?? .read,
            expiresInDays: (form["expiresInDays"]).flatMap { Int($0) })
        let state = await screen.state
        guard let failure = state.failure else {
            return try await render(visit, user, section: nil, problem: nil, notice: nil, tokens: state, status: .ok)
        }
        let field = failure.field ?? (failure.code == "invalid_credentials" ? "current" : nil)
        return try await refuse(failure, visit, user, problem: .init(field: field, message: failure.message))
    }

    private func revokeToken(_ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit)
        let screen = accounts.tokensScreen(visit.request, visit.context, strings: visit.strings)
        await screen.didLoad(member: user.id)
        await screen.didRevoke(AccessToken.ID(form["id"] ?? ""), of: user.id)
        let state = await screen.state
        if let failure = state.failure {
            return try await refuse(failure, visit, user, problem: .init(field: nil, message: failure.message))
        }
        return try await render(visit, user, section: nil, problem: nil, notice: nil, tokens: state, status: .ok)
    }

    /// The settings page again, with the tokens form's problem in it; a 5xx is the error page.
    private func refuse(
        _ failure: ScreenFailure, _ visit: PageVisit, _ user: User, problem: AccountPagesView.Problem
    ) async throws -> Response {
        let error = WebError(failure)
        guard error.status.code < 500 else { throw error }
        var response = try await render(
            visit, user, section: nil, problem: nil, notice: nil, tokenProblem: problem, status: error.status)
        error.addRetryAfter(to: &response)
        return response
    }

    private func submit(_ section: SettingsPageView.Section, _ visit: PageVisit, _ user: User) async throws -> Response
    {
        let form = try await FormBody.read(visit)
        let settings = accounts.settingsScreen(of: user, visit.request, visit.context, strings: visit.strings)
        switch section {
        case .name:
            await settings.didRename(to: form["name"] ?? "")
        case .fullName:
            await settings.didChangeFullName(given: form["given"] ?? "", family: form["family"] ?? "")
        case .password:
            await settings.didChangePassword(current: form["current"] ?? "", new: form["password"] ?? "")
        case .diary:
            try await accounts.countWrite(by: user.id)
            await settings.didSetDiaryPublic(form["public"] == "yes")
        case .picks:
            try await accounts.countWrite(by: user.id)
            await settings.didSetShapesPicks(form["shapes"] == "yes")
        case .sessions:
            try await signOutOthers(user, visit)
            return visit.redirect(to: .settings(.ended))
        case .delete:
            await settings.didDeleteAccount(password: form["current"] ?? "", confirmed: form.isChecked("confirm"))
        }
        let state = await settings.state
        if let failure = state.failure {
            let problem = AccountPagesView.Problem(field: state.field, message: failure.message)
            let error = WebError(failure)
            guard error.status.code < 500 else { throw error }
            var response = try await render(
                visit, user, section: section, problem: problem, notice: nil, status: error.status)
            error.addRetryAfter(to: &response)
            return response
        }
        switch section {
        case .password:
            // Everyone else signed in as this person is signed out.
            try await signOutOthers(user, visit)
        case .delete:
            accounts.signOut(visit.context)
            let body: Markup = "<section class=\"panel narrow\">\(FormView.notice(state.notice ?? ""))</section>"
            return visit.signedOut().page(title: visit.strings.appName, body: body)
        default:
            break
        }
        return visit.redirect(to: .settings(.saved))
    }

    private func render(
        _ visit: PageVisit, _ user: User, section: SettingsPageView.Section?, problem: AccountPagesView.Problem?,
        notice: String?, tokens: AccessTokensState? = nil, tokenProblem: AccountPagesView.Problem? = nil,
        status: HTTPResponse.Status
    ) async throws -> Response {
        var tokens = tokens
        if tokens == nil {
            let screen = accounts.tokensScreen(visit.request, visit.context, strings: visit.strings)
            await screen.didLoad(member: user.id)
            tokens = await screen.state
        }
        let settings = accounts.settingsScreen(of: user, visit.request, visit.context, strings: visit.strings)
        await settings.didLoad()
        let body = SettingsPageView.render(
            visit, user: user, sessions: try await sessions(of: user, visit), section: section, problem: problem,
            notice: notice, diaryIsPublic: await settings.diaryIsPublic,
            diaryShapesPicks: await settings.diaryShapesPicks,
            tokens: TokensSectionView.render(visit, state: tokens ?? AccessTokensState(), problem: tokenProblem))
        return visit.page(
            title: "\(visit.strings.account.settings) – \(visit.strings.appName)", body: body, status: status)
    }

    /// The member's sessions as the settings list them, this browser's marked.
    private func sessions(of user: User, _ visit: PageVisit) async throws -> SessionsState {
        let screen = accounts.sessionsScreen(of: user, visit.request, strings: visit.strings)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return state
    }

    private func signOutOthers(_ user: User, _ visit: PageVisit) async throws {
        let screen = accounts.sessionsScreen(of: user, visit.request, strings: visit.strings)
        await screen.didSignOutOthers()
        if let failure = await screen.state.failure { throw WebError(failure) }
    }

    private func page(
        _ request: Request, _ context: MoviesRequestContext, _ body: (PageVisit, User) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            guard let user = visit.user else {
                return visit.redirect(to: .signIn(returningTo: WebRoute.settings().href))
            }
            return try await body(visit, user)
        }
    }
}
