import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/u/{name}/followers` and `/following`: who follows a member and whom they follow, as the viewer may
/// see it; the profile's forms `/u/{name}/follow`, `unfollow`, `block`, `unblock`; and `/settings/blocked`,
/// the members one blocked; `/feed?after=`, the feed's older pages.
struct ClubPagesController {
    let screens: any ClubScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        for list in WebRoute.FollowList.allCases {
            router.readable(.memberFollows(list)) { request, context in
                await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                    try await follows(visit, of: context.parameters.get("name") ?? "", list)
                }
            }
        }
        for action in WebRoute.FollowAction.allCases {
            guard let change = FollowViewModel.Change(rawValue: action.rawValue) else { continue }
            router.route(
                .followChange(action),
                [
                    .post: { request, context in
                        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                            try await make(change, visit, name: context.parameters.get("name") ?? "")
                        }
                    }
                ])
        }
        router.readable(.memberActivityFeed) { _, context in
            await activityFeed(named: context.parameters.get("name") ?? "")
        }
        router.readable(.feed) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                let after = try visit.request.feedCursor()
                let screen = screens.feedScreen(member: user.id, strings: visit.strings)
                await screen.didLoad(after: after)
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                let offers = screens.togetherScreen(member: user.id, strings: visit.strings)
                if after == nil { await offers.didLoad() }
                return visit.page(
                    title: "\(state.heading) – \(visit.strings.appName)",
                    body: OffersView.render(await offers.state, visit: visit) + FeedView.render(state, visit: visit))
            }
        }
        router.readable(.blocked) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                let screen = screens.followsScreen(.blocked, viewer: user.id, strings: visit.strings)
                await screen.didLoad()
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                return visit.page(
                    title: "\(state.heading) – \(visit.strings.appName)",
                    body: FollowsPageView.render(state, unblocking: true, visit: visit))
            }
        }
    }

    /// A member's public activity as RSS, in English (a feed has no visitor to ask).
    private func activityFeed(named name: String) async -> Response {
        do {
            guard client.servesFeeds else { throw ClientFacts.noFeeds }
            let screen = screens.activityScreen(named: name, strings: .english)
            await screen.didLoad()
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            let xml = ActivityFeedView.render(
                state, name: state.ownerName ?? name, site: client.publicURL, strings: .english)
            return .rss(xml)
        } catch {
            return WebError(error).jsonResponse
        }
    }

    private func follows(_ visit: PageVisit, of name: String, _ list: WebRoute.FollowList) async throws -> Response {
        let kind: FollowsViewModel.Kind = list == .followers ? .followers(of: name) : .following(of: name)
        let screen = screens.followsScreen(kind, viewer: visit.user?.id, strings: visit.strings)
        await screen.didLoad(page: try visit.request.pageNumber())
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return visit.page(
            title: "\(state.heading) – \(visit.strings.appName)",
            body: FollowsPageView.render(
                state, unblocking: false, visit: visit,
                page: { .memberFollows(state.ownerName ?? name, list, page: $0) }))
    }

    /// Follows, unfollows, blocks or unblocks, then back to the member's profile (or where the form says).
    private func make(_ change: FollowViewModel.Change, _ visit: PageVisit, name: String) async throws -> Response {
        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: WebRoute.member(name).href)) }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let screen = screens.followScreen(member: user.id, strings: visit.strings)
        await screen.did(change, name: name)
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return visit.redirect(to: form["return"] ?? WebRoute.member(state.name ?? name).href)
    }
}
