import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/saved` and its forms (add, remove, undo, remove all), and `/saved-posters/{film}`: the posters kept
/// with saved films, shown with no network.
struct SavedPagesController {
    let screens: any MemberScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            .saved,
            [
                .get: { request, context in
                    await page(request, context) { visit, list in
                        await list.didLoad(page: try request.pageNumber())
                        let state = await list.state
                        if let failure = state.failure { throw WebError(failure) }
                        let confirming = (try? request.parameter("confirm")) == WebRoute.SavedChange.removeAll.rawValue
                        return visit.page(
                            title: "\(visit.strings.members.savedFilms) – \(visit.strings.appName)",
                            body: SavedPageView.render(state, visit: visit, confirmingRemoveAll: confirming))
                    }
                }
            ])
        for change in WebRoute.SavedChange.allCases {
            let action = change.rawValue
            router.route(
                .savedChange(change),
                [.post: { request, context in await page(request, context) { try await submit(action, $0, $1) } }])
        }
        router.readable(.savedPoster) { request, context in await poster(request, context) }
    }

    private func submit(_ action: String, _ visit: PageVisit, _ list: SavedFilmsViewModel) async throws -> Response {
        let form = try await FormBody.read(visit)
        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: WebRoute.saved().href)) }
        try await accounts.countWrite(by: user.id)
        let back = PageVisit.localPath(form["return"] ?? WebRoute.saved().href).removingParameter("removed")
        switch action {
        case "add", "remove":
            let film = try FilmReference(form["film"] ?? "", bareNumbers: screens.filmSource)
            if action == "add" { await list.didSave(film) } else { await list.didRemove(film) }
            if let failure = await list.state.failure { throw WebError(failure) }
            return action == "remove"
                ? visit.redirect(to: back, afterRemoving: film.description) : visit.redirect(to: back)
        case "undo":
            await list.didUndo()
        default:
            await list.didRemoveAll()
            if let failure = await list.state.failure { throw WebError(failure) }
            return visit.redirect(to: WebRoute.saved().href, afterRemoving: "all")
        }
        if let failure = await list.state.failure { throw WebError(failure) }
        return visit.redirect(to: back)
    }

    /// The kept copy, or the source's poster (`?path=`) for a film saved without one.
    private func poster(_ request: Request, _ context: MoviesRequestContext) async -> Response {
        do {
            let film = try FilmReference(SavedAPIController.decoded(context.parameters.get("film")))
            let poster = screens.posters()
            // The copy kept is the signed-in member's own to see: anyone else is sent to the poster as
            // the source has it, the same whether or not somebody saved the film.
            await poster.didLoadSaved(of: film, member: try? await accounts.currentUser(context)?.id)
            if let failure = await poster.failure { throw failure }
            if let image = await poster.image {
                return Response(
                    status: .ok, headers: [.contentType: image.mediaType, .cacheControl: "private, max-age=3600"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.data)))
            }
            guard let path = try request.parameter("path"), !path.isEmpty, film.source == poster.source
            else { throw PosterNotFound(path: film.description) }
            return Response(
                status: .found, headers: [.location: WebRoute.poster(path: path, width: 342).href])
        } catch {
            return WebError(error).jsonResponse
        }
    }

    private func page(
        _ request: Request, _ context: MoviesRequestContext,
        _ body: (PageVisit, SavedFilmsViewModel) async throws -> Response
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            guard let user = visit.user else {
                let back = request.method == .get ? visit.here : WebRoute.saved().href
                return visit.redirect(to: .signIn(returningTo: back))
            }
            return try await body(
                visit, screens.savedScreen(member: user.id, strings: visit.strings))
        }
    }
}
