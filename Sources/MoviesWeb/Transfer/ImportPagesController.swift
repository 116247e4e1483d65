import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/settings/import`: upload a file, choose the films not found, watch the import and stop it. The import
/// is a job in the store, written in the background: any server shows it (its page refreshes itself while
/// it runs) and stops it. It is given the same four services as ``SettingsPagesController``, whose page
/// links here: each settings page is a controller of its own, and a holder of the four would only move them.
struct ImportPagesController {
    let accounts: WebAccounts
    let transfers: any TransferScreens
    let imports: WebImports
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            .importPage,
            [
                .get: { request, context in await page(request, context) { try await show($0, $1, status: .ok) } },
                .post: { request, context in await page(request, context) { try await upload($0, $1) } },
            ])
        router.route(
            .importChange(.confirm),
            [.post: { request, context in await page(request, context) { try await confirm($0, $1) } }])
        router.route(
            .importChange(.cancel),
            [
                .post: { request, context in
                    await page(request, context) { visit, user in
                        _ = try await FormBody.read(visit)
                        let jobs = try self.jobs(of: user, visit)
                        if let running = await latestJob(jobs), running.state == .running {
                            await jobs.didStop(running.id)
                        }
                        return visit.redirect(to: .importPage)
                    }
                }
            ])
    }

    private func show(
        _ visit: PageVisit, _ user: User, status: HTTPResponse.Status, form: FormBody? = nil,
        failure: ScreenFailure? = nil
    ) async throws -> Response {
        let body: Markup
        if let screen = await imports.screen(of: user.id) {
            var state = await screen.state
            state.failure = failure ?? state.failure
            body = ImportPageView.render(visit, state: state, form: form)
        } else if let job = await latestJob(try jobs(of: user, visit)), job.state == .running || job.isRecent {
            body = ImportPageView.render(visit, job: job)
        } else {
            body = ImportPageView.render(visit, state: ImportState())
        }
        return visit.page(
            title: "\(visit.strings.transfer.importHeading) – \(visit.strings.appName)", body: body, status: status)
    }

    private func jobs(of user: User, _ visit: PageVisit) throws -> ImportJobsViewModel {
        guard let jobs = transfers.importJobsScreen(member: user.id, strings: visit.strings) else {
            throw WebError(ScreenFailure.unexpected(visit.strings))
        }
        return jobs
    }

    private func latestJob(_ jobs: ImportJobsViewModel) async -> ImportJob? {
        await jobs.didAskForLatest()
        return await jobs.state.job
    }

    private func upload(_ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await MultipartForm.read(visit.request)
        defer { form.discard() }
        guard visit.token.accepts(form.fields[FormToken.fieldName]) else { throw FormBody.Rejection.expired }
        guard let file = form.files["file"], file.size > 0 else {
            throw WebError(
                status: .badRequest, code: "invalid_import", message: "choose a file to import", field: "file")
        }
        try await accounts.countWrite(by: user.id)
        guard await latestJob(try jobs(of: user, visit))?.state != .running else {
            throw WebError(
                status: .conflict, code: "import_running", message: "an import is under way: wait for it, or stop it")
        }
        try await accounts.countUpload(by: user.id)
        let screen = transfers.importScreen(member: user.id, strings: visit.strings)
        let bytes = try file.bytes()
        let dayOrder = try TransferAPIController.dayOrder(form.fields["dates"])
        try await imports.gate.run(for: user.id) { await screen.didChoose(bytes, named: file.name, dayOrder: dayOrder) }
        await imports.begin(screen, file: bytes, named: file.name, for: user.id)
        if let failure = await screen.state.failure {
            let error = WebError(failure)
            guard error.status.code < 500 else { throw error }
            return try await show(visit, user, status: error.status)
        }
        return visit.redirect(to: .importPage)
    }

    private func confirm(_ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit, maximumFields: ImportChoices.maximumFields)
        try await accounts.countWrite(by: user.id)
        guard let screen = await imports.screen(of: user.id), let plan = await screen.state.plan else {
            return visit.redirect(to: .importPage)
        }
        // Words in a row's box are a search: the page comes back with what it found, the choices kept.
        let searches = ImportChoices.searches(form, for: plan, source: visit.source)
        if !searches.isEmpty {
            for search in searches { await screen.didSearch(search.words, for: search.hint) }
            let failed = await screen.state.failure != nil
            return try await show(visit, user, status: failed ? .badRequest : .ok, form: form)
        }
        await screen.didResolve(
            ImportChoices.read(form, for: plan, source: visit.source),
            adding: ImportChoices.additions(form, for: plan, source: visit.source))
        if await screen.state.failure != nil { return try await show(visit, user, status: .badRequest, form: form) }
        if let failure = await imports.confirm(for: user.id, jobs: try jobs(of: user, visit)) {
            return try await show(visit, user, status: WebError(failure).status, form: form, failure: failure)
        }
        return visit.redirect(to: .importPage)
    }

    private func page(
        _ request: Request, _ context: MoviesRequestContext, _ body: (PageVisit, User) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            guard let user = visit.user else {
                return visit.redirect(to: .signIn(returningTo: WebRoute.importPage.href))
            }
            return try await body(visit, user)
        }
    }
}
