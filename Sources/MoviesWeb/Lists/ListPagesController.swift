import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/u/{name}/lists` and `/u/{name}/lists/{slug}` (an address a list once had redirects to its own; a private
/// list is a 404 to anyone but its owner, its title never said), and the owner's forms under `/lists/…`, each
/// answered with the list's page again (303), or the page with what was wrong.
struct ListPagesController {
    let screens: any ListScreens & ClubScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.memberLists) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let name = context.parameters.get("name") ?? ""
                let screen = try screens.listsScreen(member: visit.user?.id, strings: visit.strings)
                await screen.didLoad(named: name, page: try request.pageNumber())
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                let shown = state.owner?.name.text ?? name
                return visit.page(
                    title: "\(visit.strings.lists.page.listsOf(shown)) – \(visit.strings.appName)",
                    body: ListsPageView.render(state, visit: visit, name: shown))
            }
        }
        router.readable(.memberList) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let (name, slug) = (context.parameters.get("name") ?? "", context.parameters.get("slug") ?? "")
                let screen = try screens.listScreen(viewer: visit.user?.id, strings: visit.strings)
                let page = try request.pageNumber()
                await screen.didLoad(.member(name: name, slug: slug), page: page)
                return try await show(screen, visit: visit, name: name, asked: slug, page: page.value)
            }
        }
        router.route(
            .listsForm("new"),
            [.post: { request, context in await form(request, context) { try await create($0, $1) } }])
        router.route(
            .listsForm("undo"), [.post: { request, context in await form(request, context) { try await undo($0, $1) } }]
        )
        router.route(
            .listsForm("add"),
            [.post: { request, context in await form(request, context) { try await addFromFilm($0, $1) } }]
        )
        for action in ["add", "move", "remove", "edit", "delete"] {
            router.route(
                .listForm(action),
                [.post: { request, context in await form(request, context) { try await change(action, $0, $1) } }])
        }
    }

    private func show(
        _ screen: ListViewModel, visit: PageVisit, name: String, asked: String? = nil, page: Int = 1,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let state = await screen.state
        guard let list = state.list else { throw WebError(state.failure ?? ScreenFailure.unexpected(visit.strings)) }
        if let asked, asked != list.slug {
            return Response(
                status: .movedPermanently,
                headers: [.location: WebRoute.memberList(name, slug: list.slug, page: page).href])
        }
        let comments = screens.commentsScreen(viewer: visit.user?.id, strings: visit.strings)
        await comments.didLoad(on: list.id.rawValue)
        let back = WebRoute.memberList(name, slug: list.slug, page: page)
        var response = visit.page(
            title: "\(list.details.title) – \(visit.strings.appName)",
            body: ListPageView.render(state, visit: visit, ownerName: name)
                + CommentsSection.render(await comments.state, visit: visit, back: back), status: status)
        if let failure = state.failure { WebError(failure).addRetryAfter(to: &response) }
        return response
    }

    private func create(_ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit)
        let screen = try screens.listsScreen(member: user.id, strings: visit.strings)
        await screen.didCreate(
            title: form["title"] ?? "", description: form["description"], isRanked: form.isChecked("ranked"),
            isPublic: form.isChecked("public"))
        let state = await screen.state
        if let failure = state.failure {
            await screen.didLoad(named: user.name.text)
            var shown = await screen.state
            shown.notice = failure.message
            return visit.page(
                title: visit.strings.lists.page.listsOf(user.name.text),
                body: FormView.alert(failure.message) + ListsPageView.render(shown, visit: visit, name: user.name.text),
                status: WebError(failure).status)
        }
        guard let made = state.made else { throw WebError(ScreenFailure.unexpected(visit.strings)) }
        return visit.redirect(to: .memberList(user.name.text, slug: made.slug))
    }

    /// From a film's page: the film at the end of the chosen list, then back to the page with what was done.
    private func addFromFilm(_ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit)
        let screen = try screens.listScreen(viewer: user.id, strings: visit.strings)
        await screen.didLoad(.id(FilmList.ID(form["list"] ?? "")))
        if let failure = await screen.state.failure { throw WebError(failure) }
        guard let film = form["film"].flatMap({ try? FilmReference($0, bareNumbers: visit.source) }) else {
            throw WebError.invalid("film", visit.strings.lists.page.filmHint)
        }
        await screen.didAdd([film], note: form["note"])
        if let failure = await screen.state.failure { throw WebError(failure) }
        guard let list = await screen.state.list else { throw WebError(ScreenFailure.unexpected(visit.strings)) }
        return visit.redirect(to: .memberList(user.name.text, slug: list.slug))
    }

    private func undo(_ visit: PageVisit, _ user: User) async throws -> Response {
        _ = try await FormBody.read(visit)
        let screen = try screens.listsScreen(member: user.id, strings: visit.strings)
        await screen.didUndoDelete()
        return visit.redirect(to: .memberLists(user.name.text))
    }

    private func change(_ action: String, _ visit: PageVisit, _ user: User) async throws -> Response {
        let form = try await FormBody.read(visit)
        let screen = try screens.listScreen(viewer: user.id, strings: visit.strings)
        await screen.didLoad(.id(FilmList.ID(visit.context.parameters.get("id") ?? "")))
        guard let list = await screen.state.list else {
            throw WebError(ScreenFailure(ListError.notFound, strings: visit.strings))
        }
        let film = form["film"].flatMap { try? FilmReference($0, bareNumbers: visit.source) }
        switch action {
        case "add":
            guard let film else { throw WebError.invalid("film", visit.strings.lists.page.filmHint) }
            await screen.didAdd([film], note: form["note"])
        case "move":
            guard let film else { throw WebError.invalid("film", visit.strings.lists.page.filmHint) }
            await screen.didMove(film, to: form["position"].flatMap { Int($0) } ?? 0)
        case "remove":
            guard let film else { throw WebError.invalid("film", visit.strings.lists.page.filmHint) }
            await screen.didRemove(film)
        case "edit":
            await screen.didEdit(
                (form["title"] ?? "", form["description"], form.isChecked("ranked"), form.isChecked("public")))
        default:
            let lists = try screens.listsScreen(member: user.id, strings: visit.strings)
            await lists.didDelete(list.id)
            let notice = await lists.state.notice
            await lists.didLoad(named: user.name.text)
            let state = await lists.state
            if let failure = state.failure { throw WebError(failure) }
            // The page itself, not a redirect: its undo bar is for this delete alone.
            return visit.page(
                title: "\(visit.strings.lists.page.listsOf(user.name.text)) – \(visit.strings.appName)",
                body: ListsPageView.undoBar(notice ?? "", visit: visit)
                    + ListsPageView.render(state, visit: visit, name: user.name.text))
        }
        if let failure = await screen.state.failure {
            let error = WebError(failure)
            guard error.status.code < 500 else { throw error }
            return try await show(screen, visit: visit, name: user.name.text, status: error.status)
        }
        let slug = await screen.state.list?.slug ?? list.slug
        return visit.redirect(to: .memberList(user.name.text, slug: slug))
    }

    private func form(
        _ request: Request, _ context: MoviesRequestContext, _ body: (PageVisit, User) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: "/")) }
            // Every list form is a change: counted as the API's are.
            try await accounts.countWrite(by: user.id)
            return try await body(visit, user)
        }
    }
}
