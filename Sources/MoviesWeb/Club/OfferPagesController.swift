import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `POST /offers/{id}/accept` and `/offers/{id}/dismiss`: a member answers a watch they were named on, from
/// their feed or diary, and is taken back there.
struct OfferPagesController {
    let screens: any ClubScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        for action in WebRoute.OfferAction.allCases {
            router.route(
                .offerAnswer(action),
                [
                    .post: { request, context in
                        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                            try await answer(action, visit, id: context.parameters.get("id") ?? "")
                        }
                    }
                ])
        }
    }

    private func answer(_ action: WebRoute.OfferAction, _ visit: PageVisit, id: String) async throws -> Response {
        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let screen = screens.togetherScreen(member: user.id, strings: visit.strings)
        switch action {
        case .accept: await screen.didAccept(id, rating: form["rating"] ?? "")
        case .dismiss: await screen.didDismiss(id)
        }
        if let failure = await screen.state.failure { throw WebError(failure) }
        let back = form["return"].flatMap { WebRoute(address: $0) }?.href ?? WebRoute.diary().href
        return visit.redirect(to: back)
    }
}
