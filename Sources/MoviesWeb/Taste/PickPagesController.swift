import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/pick`: the form that chooses friends, a length, genres and decades (a `GET`, so a pick is an address
/// to share), and the films it picks under it; a request the form cannot make is said over the form.
struct PickPagesController {
    let screens: any TasteScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.pick) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                let asked = try request.pickRequest()
                let screen = screens.pickScreen(member: user.id, strings: visit.strings)
                await screen.didLoad(asked)
                let state = await screen.state
                if let failure = state.failure, failure.kind != .invalidInput { throw WebError(failure) }
                return visit.page(
                    title: "\(state.heading) – \(visit.strings.appName)",
                    body: PickPageView.render(state, visit: visit),
                    status: state.failure == nil ? .ok : .badRequest)
            }
        }
    }
}
