import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/notifications`: the watches the member was named on and has not answered, then their notifications a
/// page at a time, which reading marks read. `/news`, the page's old address, leads there.
struct NotificationsPagesController {
    let screens: any NotificationsScreens & ClubScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.notifications) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                let page = try request.pageNumber(strings: visit.strings)
                let offers = screens.togetherScreen(member: user.id, strings: visit.strings)
                if page == .first { await offers.didLoad() }
                let screen = screens.notificationsScreen(member: user.id, strings: visit.strings)
                await screen.didLoad(page: page)
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                // Read now: the header no longer counts them.
                return visit.readNotices().page(
                    title: "\(state.heading) – \(visit.strings.appName)",
                    body: OffersView.render(await offers.state, visit: visit)
                        + NotificationsPageView.render(state, member: user.name.text, visit: visit))
            }
        }
        router.readable(.news) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                visit.redirect(to: .notifications())
            }
        }
    }
}
