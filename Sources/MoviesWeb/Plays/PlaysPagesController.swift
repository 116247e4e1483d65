import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/settings/plays`: the plays a member's media servers posted and what was made of each; `POST
/// /settings/plays/token` makes a play token and shows its addresses this once; `POST
/// /settings/plays/{id}` chooses the film of a play waiting for one.
struct PlaysPagesController {
    let screens: any PlaysScreens
    let accounts: WebAccounts
    let client: ClientFacts
    let api: PlaysAPIController

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.plays) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                let screen = screens.playsScreen(member: user.id, strings: visit.strings)
                await screen.didLoad()
                return try await page(visit, await screen.state)
            }
        }
        router.route(
            .playsToken,
            [
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                        _ = try await FormBody.read(visit)
                        try await accounts.countWrite(by: user.id)
                        let screen = screens.playsScreen(member: user.id, strings: visit.strings)
                        await screen.didMakeToken()
                        return try await page(visit, await screen.state)
                    }
                }
            ])
        router.route(
            .playChoice,
            [
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                        let form = try await FormBody.read(visit)
                        try await accounts.countWrite(by: user.id)
                        let chosen = form["film"] ?? ""
                        let film =
                            chosen == "skip" || chosen.isEmpty
                            ? nil : try? FilmReference(chosen, bareNumbers: accounts.filmSource)
                        let screen = screens.playsScreen(member: user.id, strings: visit.strings)
                        await screen.didChoose(film, for: Play.ID(context.parameters.get("id") ?? ""))
                        if let failure = await screen.state.failure { throw WebError(failure) }
                        return visit.redirect(to: .plays)
                    }
                }
            ])
    }

    private func page(_ visit: PageVisit, _ state: PlaysState) async throws -> Response {
        if let failure = state.failure { throw WebError(failure) }
        let addresses = state.token.map { PlayAddresses(site: api.site(of: visit.request), token: $0) }
        return visit.page(
            title: "\(visit.strings.plays.heading) – \(visit.strings.appName)",
            body: PlaysPageView.render(state, addresses: addresses, visit: visit))
    }
}
