import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/for-you`, and its forms: `POST /for-you/dismiss` sets a film aside, `/for-you/undo` brings it back.
struct ForYouPagesController {
    let screens: any TasteScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.forYou) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                let screen = screens.forYouScreen(member: user.id, strings: visit.strings)
                await screen.didLoad()
                return try await page(screen, visit)
            }
        }
        for change in WebRoute.ForYouChange.allCases {
            router.route(
                .forYouChange(change),
                [
                    .post: { request, context in
                        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                            guard let user = visit.user else {
                                return visit.redirect(to: .signIn(returningTo: WebRoute.forYou.href))
                            }
                            let form = try await FormBody.read(visit)
                            try await accounts.countWrite(by: user.id)
                            let film = try validating("film") {
                                try FilmReference(form["film"] ?? "", bareNumbers: visit.source)
                            }
                            let title = form["title"].map { String($0.prefix(200)) } ?? film.description
                            let screen = screens.forYouScreen(member: user.id, strings: visit.strings)
                            if change == .dismiss {
                                await screen.didDismiss(film, title: title)
                            } else {
                                await screen.didUndo(film, title: title)
                            }
                            return try await page(screen, visit)
                        }
                    }
                ])
        }
    }

    private func page(_ screen: ForYouViewModel, _ visit: PageVisit) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return visit.page(
            title: "\(state.heading) – \(visit.strings.appName)", body: ForYouPageView.render(state, visit: visit))
    }
}
