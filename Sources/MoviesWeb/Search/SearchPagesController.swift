import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/`: home, or search with `?q=…&page=…`, and the forms that clear recent searches. Rendered on the
/// server from the screens' states, so they work without JavaScript; `/static/app.js` enhances them.
struct SearchPagesController {
    let screens: any SearchScreens & ListScreens & ClubScreens & TasteScreens
    let visitors: Visitors
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.search) { request, context in await searchPage(request, context: context) }
        for change in WebRoute.RecentChange.allCases {
            router.route(
                .recentChange(change),
                [.post: { request, context in await clearRecent(change, request, context: context) }])
        }
    }

    /// Clears one recent search (`q`) or all of them, then goes home.
    private func clearRecent(
        _ change: WebRoute.RecentChange, _ request: Request, context: MoviesRequestContext
    ) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let form = try await FormBody.read(visit)
            let visitor = await visitors.visitor(of: request, context: context)
            let recent = screens.recentSearches(of: accounts.historyReader(visitor, context), maxCount: 10)
            if change == .remove { await recent.didRemove(form["q"] ?? "") } else { await recent.didRemoveAll() }
            if let failure = await recent.failure { throw WebError(failure) }
            return visit.redirect(to: .search(nil))
        }
    }

    private func searchPage(_ request: Request, context: MoviesRequestContext) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let visitor = await visitors.visitor(of: request, context: context)
            let strings = visit.strings
            let text = Result { try request.parameter("q", strings: strings) ?? "" }
            var response: Response
            if case .success("") = text {
                let home = screens.homeScreen(
                    history: accounts.historyReader(visitor, context), member: visit.user?.id, strings: strings)
                await home.didLoad()
                let state = await home.state
                // A member's home is their feed: what the members they follow did.
                var feed = Markup.empty
                if let user = visit.user {
                    let offers = screens.togetherScreen(member: user.id, strings: strings)
                    await offers.didLoad()
                    let screen = screens.feedScreen(member: user.id, strings: strings)
                    await screen.didLoad()
                    let forYou = screens.forYouScreen(member: user.id, strings: strings)
                    await forYou.didLoad()
                    feed =
                        OffersView.render(await offers.state, visit: visit)
                        + ForYouRowView.render(await forYou.state, strings: strings)
                        + FeedView.render(await screen.state, visit: visit)
                }
                response = visit.page(
                    title: strings.appName,
                    body: SearchPageView.home(state, visit: visit) + feed
                        + DiscoverRowsView.render(state.rows, strings: strings),
                    searchBox: false)
            } else {
                let search = screens.searchScreen(
                    history: accounts.historyOwner(visitor, context), member: visit.user?.id, strings: strings)
                do {
                    let page = try request.pageNumber(strings: strings)
                    let upTo = request.restoredPages(strings: strings)
                    await search.didSearch(try text.get(), page: upTo > 1 ? .first : page)
                    while await search.state.list.isShort(of: upTo) { await search.didLoadNextPage() }
                } catch {
                    // Kept when the address is bad, so the page can offer the first page of this search.
                    await search.didFail(ScreenFailure(error, strings: strings), query: (try? text.get()) ?? "")
                }
                let state = await search.state
                if let failure = state.failure { throw WebError(failure) }
                let title = state.list.query.isEmpty ? strings.appName : "\(state.list.query) – \(strings.appName)"
                response = visit.page(
                    title: title,
                    body: SearchPageView.render(
                        state, lists: await ListScreensLists.of(visit, in: screens), visit: visit),
                    status: Self.status(of: state.list),
                    searchBox: false)
            }
            visitor.remember(in: &response)
            return response
        }
    }

    /// 200 when there is something to show (cached results survive a failed refresh), else the failure's status.
    private static func status(of state: MoviesListState) -> HTTPResponse.Status {
        guard let failure = state.failure, state.items.isEmpty else { return .ok }
        return WebError(failure).status
    }
}
