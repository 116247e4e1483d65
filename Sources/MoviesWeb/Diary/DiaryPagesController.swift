import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/diary` and its forms (delete, undo), `/diary/{id}/edit`, and `/movies/{id}/log`: the member's diary,
/// every form of it working without a script.
struct DiaryPagesController {
    let screens: any SearchScreens & MemberScreens & ClubScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.diary) { request, context in
            await member(request, context) { visit, user in
                let filter = try request.diaryFilter()
                let diary = screens.diaryScreen(member: user.id, strings: visit.strings)
                await diary.didLoad(filter: filter, page: try request.pageNumber())
                let state = await diary.state
                if let failure = state.failure { throw WebError(failure) }
                let offers = screens.togetherScreen(member: user.id, strings: visit.strings)
                await offers.didLoad()
                return visit.page(
                    title: "\(visit.strings.diary.diary) – \(visit.strings.appName)",
                    body: OffersView.render(await offers.state, visit: visit)
                        + DiaryPageView.render(
                            state, visit: visit, justDeleted: (try? request.parameter("deleted")) != nil))
            }
        }
        router.readable(.statistics) { request, context in
            await member(request, context) { visit, user in
                let year = try request.statisticsYear()
                let screen = screens.statisticsScreen(member: user.id, strings: visit.strings)
                await screen.didLoad(year: year)
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                return visit.page(
                    title: "\(state.title) – \(visit.strings.diary.statistics) – \(visit.strings.appName)",
                    body: StatisticsPageView.render(state, visit: visit))
            }
        }
        for change in WebRoute.DiaryChange.allCases {
            router.route(
                .diaryChange(change),
                [.post: { request, context in await member(request, context) { try await submit(change, $0, $1) } }])
        }
        router.route(
            .watchEdit,
            [
                .get: { request, context in
                    await member(request, context) { try await edit(context, $0, $1, form: nil) }
                },
                .post: { request, context in
                    await member(request, context) { visit, user in
                        try await edit(context, visit, user, form: try await FormBody.read(visit))
                    }
                },
            ])
        router.route(
            .watchLog,
            [
                .get: { request, context in await member(request, context) { try await log(context, $0, $1, form: nil) }
                },
                .post: { request, context in
                    await member(request, context) { visit, user in
                        try await log(context, visit, user, form: try await FormBody.read(visit))
                    }
                },
            ])
    }

    private func submit(_ change: WebRoute.DiaryChange, _ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let diary = screens.diaryScreen(member: user.id, strings: visit.strings)
        switch change {
        case .delete: await diary.didDelete(Watch.ID(form["watch"] ?? ""))
        case .undo: await diary.didUndo()
        case .visibility:
            await diary.didSetPublic(form["public"] == "yes")
            if let failure = await diary.state.failure { throw WebError(failure) }
            return visit.redirect(to: .diary())
        }
        if let failure = await diary.state.failure { throw WebError(failure) }
        return visit.redirect(to: WebRoute.diary().href + (change == .delete ? "?deleted=1" : ""))
    }

    /// The form of one of the member's watches; sent, the watch changed and back to the diary.
    private func edit(
        _ context: MoviesRequestContext, _ visit: PageVisit, _ user: User, form: FormBody?
    ) async throws -> Response {
        let id = Watch.ID(context.parameters.get("id") ?? "")
        let screen = screens.watchFormScreen(member: user.id, strings: visit.strings)
        await screen.didLoad(id)
        guard let watch = await screen.state.watch else {
            throw WebError(await screen.state.failure ?? .unexpected(visit.strings))
        }
        var values = WatchForm(
            day: watch.day ?? "unknown", rating: watch.rating.map(String.init) ?? "", isRewatch: watch.isRewatch,
            isLiked: watch.isLiked, tags: watch.tags)
        var problem: ScreenFailure?
        if let form {
            try await accounts.countWrite(by: user.id)
            values = WatchFormView.values(form)
            await screen.didEdit(id, values)
            problem = await screen.state.failure
            if problem == nil { return visit.redirect(to: .diary()) }
        }
        let setting = WatchFormView.Setting(
            title: "\(visit.strings.diary.edit): \(watch.title)", action: .watchEdit(id), values: values,
            today: screen.today, problem: problem, logging: false)
        return visit.page(
            title: "\(setting.title) – \(visit.strings.appName)", body: WatchFormView.render(setting, visit: visit),
            status: problem.map { WebError($0).status } ?? .ok)
    }

    /// The form that logs a watch of the film; sent, the watch logged and back to the film.
    private func log(
        _ context: MoviesRequestContext, _ visit: PageVisit, _ user: User, form: FormBody?
    ) async throws -> Response {
        let id = context.parameters.movieID(of: screens.filmSource)
        let film = screens.filmScreen(.id(id), member: user.id, strings: visit.strings)
        await film.didLoad()
        let state = await film.state
        guard let details = state.details, let reference = state.film else {
            throw WebError(state.failure ?? .unexpected(visit.strings))
        }
        let screen = screens.watchFormScreen(member: user.id, strings: visit.strings)
        var values = WatchForm(isRewatch: state.logIsRewatch)
        // A log the phone kept and the site refused comes back to be fixed with what it said.
        if form == nil, let query = visit.request.uri.query, query.contains("replay=") {
            values = WatchFormView.values(FormBody(encoded: query))
        }
        var problem: ScreenFailure?
        if let form {
            try await accounts.countWrite(by: user.id)
            values = WatchFormView.values(form)
            await screen.didLog(values, of: reference)
            problem = await screen.state.failure
            if problem == nil { return visit.redirect(to: .film(id)) }
        }
        let setting = WatchFormView.Setting(
            title: "\(visit.strings.diary.logWatch): \(details.title)", action: .watchLog(id), values: values,
            today: screen.today, problem: problem, isSaved: state.isSaved, film: details.title)
        return visit.page(
            title: "\(setting.title) – \(visit.strings.appName)", body: WatchFormView.render(setting, visit: visit),
            status: problem.map { WebError($0).status } ?? .ok)
    }

    /// `body` for the signed-in member; anyone else is sent to sign in and back.
    private func member(
        _ request: Request, _ context: MoviesRequestContext, _ body: (PageVisit, User) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            guard let user = visit.user else {
                let back = request.method == .get ? visit.here : WebRoute.diary().href
                return visit.redirect(to: .signIn(returningTo: back))
            }
            return try await body(visit, user)
        }
    }
}
