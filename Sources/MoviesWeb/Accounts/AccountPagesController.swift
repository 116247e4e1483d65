import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/signup`, `/signin`, `/signout`: forms that work without JavaScript, each answered with the page
/// again (and what is wrong) or a redirect to where the person was going.
struct AccountPagesController {
    let screens: any MemberScreens
    let accounts: WebAccounts
    let visitors: Visitors
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            .signUp,
            [
                .get: { request, context in await show(request, context, signUp: true) },
                .post: { request, context in await submit(request, context, signUp: true) },
            ])
        router.route(
            .signIn,
            [
                .get: { request, context in await show(request, context, signUp: false) },
                .post: { request, context in await submit(request, context, signUp: false) },
            ])
        router.route(
            .signOut,
            [
                // A bookmark of the address: the page asks, as a button, rather than signing out on a GET.
                .get: { request, context in
                    await page(request, context) { visit in
                        guard visit.user != nil else { return visit.redirect(to: .search(nil)) }
                        return AccountPagesView.signOut(visit)
                    }
                },
                .post: { request, context in
                    await page(request, context) { visit in
                        _ = try await FormBody.read(visit)
                        // The session ends with the response (the session middleware forgets it and its
                        // record): there is no screen state to keep, so no view model.
                        accounts.signOut(context)
                        return visit.redirect(to: .search(nil))
                    }
                },
            ])
    }

    private func show(_ request: Request, _ context: MoviesRequestContext, signUp: Bool) async -> Response {
        await page(request, context) { visit in
            let returnPath = PageVisit.localPath(try? request.parameter("return"))
            if visit.user != nil { return visit.redirect(to: returnPath) }
            return render(
                visit, signUp: signUp, values: nil, problem: nil, returnPath: returnPath, saving: saving(request),
                status: .ok)
        }
    }

    private func submit(_ request: Request, _ context: MoviesRequestContext, signUp: Bool) async -> Response {
        await page(request, context) { visit in
            let returnPath = PageVisit.localPath(try? request.parameter("return"))
            let form: FormBody
            do {
                form = try await FormBody.read(visit)
            } catch {
                let problem = AccountPagesView.Problem(message: visit.strings.account.formExpired)
                return render(
                    visit, signUp: signUp, values: nil, problem: problem, returnPath: returnPath,
                    saving: saving(request), status: .forbidden)
            }
            let screen = accounts.accountFormScreen(request, context, strings: visit.strings)
            if signUp {
                await screen.didSignUp(
                    name: form["name"] ?? "", given: form["given"] ?? "", family: form["family"] ?? "",
                    password: form["password"] ?? "")
            } else {
                await screen.didSignIn(name: form["name"] ?? "", password: form["password"] ?? "")
            }
            let state = await screen.state
            guard let user = state.member else {
                let failure = WebError(state.failure ?? .unexpected(visit.strings))
                let problem = AccountPagesView.Problem(field: state.field, message: failure.message)
                var response = render(
                    visit, signUp: signUp, values: form, problem: problem, returnPath: returnPath,
                    saving: saving(request), status: failure.status)
                failure.addRetryAfter(to: &response)
                return response
            }
            await signedIn(user, visit)
            return visit.redirect(to: PageVisit.localPath(form["return"]))
        }
    }

    /// A member who just signed in or up: their session, the visitor's recent searches made theirs, and the
    /// Save pressed before signing in done now, as a write like any other (over the member's write limit it
    /// is not done; the sign-in stands). Saving twice is no change.
    private func signedIn(_ user: User, _ visit: PageVisit) async {
        let (request, context) = (visit.request, visit.context)
        await accounts.start(user, request: request, context: context)
        await accounts.adoptHistory(of: await visitors.visitor(of: request, context: context), by: user)
        if let film = saving(request), (try? await accounts.countWrite(by: user.id)) != nil {
            await screens.savedScreen(member: user.id, strings: visit.strings).didSave(film)
        }
    }

    /// The film a Save pressed while signed out asks to save (`save=`), if it names one of this source.
    private func saving(_ request: Request) -> FilmReference? {
        guard let text = try? request.parameter("save"), let film = try? FilmReference(text) else { return nil }
        return film.source == screens.filmSource ? film : nil
    }

    private func render(
        _ visit: PageVisit, signUp: Bool, values: FormBody?, problem: AccountPagesView.Problem?, returnPath: String,
        saving: FilmReference?, status: HTTPResponse.Status
    ) -> Response {
        let words = visit.strings.account
        let body =
            signUp
            ? AccountPagesView.signUp(visit, values: values, problem: problem, returnPath: returnPath, saving: saving)
            : AccountPagesView.signIn(visit, values: values, problem: problem, returnPath: returnPath, saving: saving)
        return visit.page(
            title: "\(signUp ? words.signUp : words.signIn) – \(visit.strings.appName)", body: body, status: status)
    }

    private func page(
        _ request: Request, _ context: MoviesRequestContext, _ body: (PageVisit) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client, body)
    }
}
