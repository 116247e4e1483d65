import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `/signup`, `/signin`, `/signout`: forms that work without JavaScript, each answered with the page
/// again (and what is wrong) or a redirect to where the person was going.
struct AccountPagesController {
    let container: AppContainer
    let accounts: WebAccounts
    let visitors: Visitors
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            "signup",
            [
                .get: { request, context in await show(request, context, signUp: true) },
                .post: { request, context in await submit(request, context, signUp: true) },
            ])
        router.route(
            "signin",
            [
                .get: { request, context in await show(request, context, signUp: false) },
                .post: { request, context in await submit(request, context, signUp: false) },
            ])
        router.route(
            "signout",
            [
                .post: { request, context in
                    await page(request, context) { visit in
                        _ = try await FormBody.read(visit)
                        accounts.signOut(context)
                        return visit.redirect(to: "/")
                    }
                }
            ])
    }

    private func show(_ request: Request, _ context: MoviesRequestContext, signUp: Bool) async -> Response {
        await page(request, context) { visit in
            let returnPath = PageVisit.localPath(try? request.parameter("return"))
            if visit.user != nil { return visit.redirect(to: returnPath) }
            return render(visit, signUp: signUp, values: nil, problem: nil, returnPath: returnPath, status: .ok)
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
                    visit, signUp: signUp, values: nil, problem: problem, returnPath: returnPath, status: .forbidden)
            }
            do {
                // Signing in starts the session itself; a new account's starts here.
                let user = signUp ? try await register(form, visit) : try await signIn(form, visit)
                if signUp { await accounts.start(user, request: request, context: context) }
                await accounts.adoptHistory(of: await visitors.visitor(of: request, context: context), by: user)
                return visit.redirect(to: PageVisit.localPath(form["return"]))
            } catch {
                let failure = WebError(error, strings: visit.strings)
                let problem = AccountPagesView.Problem(field: Self.field(of: error), message: failure.message)
                var response = render(
                    visit, signUp: signUp, values: form, problem: problem, returnPath: returnPath,
                    status: failure.status)
                failure.addRetryAfter(to: &response)
                return response
            }
        }
    }

    private func register(_ form: FormBody, _ visit: PageVisit) async throws -> User {
        let name = try UserName(form["name"] ?? "")
        let fullName = try FullName(given: form["given"] ?? "", family: form["family"] ?? "")
        return try await accounts.register(
            name: name, fullName: fullName, password: try Password(form["password"] ?? ""), request: visit.request,
            context: visit.context)
    }

    private func signIn(_ form: FormBody, _ visit: PageVisit) async throws -> User {
        try await accounts.signIn(
            name: form["name"] ?? "", password: form["password"] ?? "", request: visit.request, context: visit.context)
    }

    private func render(
        _ visit: PageVisit, signUp: Bool, values: FormBody?, problem: AccountPagesView.Problem?, returnPath: String,
        status: HTTPResponse.Status
    ) -> Response {
        let words = visit.strings.account
        let body =
            signUp
            ? AccountPagesView.signUp(visit, values: values, problem: problem, returnPath: returnPath)
            : AccountPagesView.signIn(visit, values: values, problem: problem, returnPath: returnPath)
        return visit.page(
            title: "\(signUp ? words.signUp : words.signIn) – \(visit.strings.appName)", body: body, status: status)
    }

    /// The form field a failure is about; nil for the whole form.
    static func field(of error: any Error) -> String? {
        switch error {
        case is UserName.Error, AccountError.nameTaken: "name"
        case FullName.Error.empty(.given), FullName.Error.tooLong(.given, _), FullName.Error.notAllowed(.given): "given"
        case is FullName.Error: "family"
        case is Password.Error: "password"
        default: nil
        }
    }

    private func page(
        _ request: Request, _ context: MoviesRequestContext, _ body: (PageVisit) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client, body)
    }
}
