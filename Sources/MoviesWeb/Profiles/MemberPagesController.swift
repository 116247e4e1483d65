import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/u/{name}`: a member's profile, and the forms that change one's favourites; `/u/{name}/diary`, its RSS feed and `/u/{name}/stats`
/// when they made their diary public (404 otherwise, the same as for no member: a private diary is never
/// told apart).
struct MemberPagesController {
    let screens: any MemberScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        for change in ["add", "remove"] {
            router.route(
                .favouriteChange(change),
                [
                    .post: { request, context in
                        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                            try await changeFavourites(visit, change)
                        }
                    }
                ])
        }
        router.readable(.member) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                try await profile(visit, name: context.parameters.get("name") ?? "")
            }
        }
        router.readable(.memberDiary) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let diary = screens.publicDiaryScreen(
                    named: context.parameters.get("name") ?? "", viewer: visit.user?.id, strings: visit.strings)
                await diary.didLoad(
                    filter: try request.diaryFilter(), page: try request.pageNumber())
                let state = await diary.state
                if let failure = state.failure { throw WebError(failure) }
                return visit.page(
                    title: "\(visit.strings.diary.diaryOf(state.ownerName ?? "")) – \(visit.strings.appName)",
                    body: DiaryPageView.render(state, visit: visit, justDeleted: false))
            }
        }
        router.readable(.memberDiaryFeed) { request, context in await feed(request, context) }
        router.readable(.memberStatistics) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let year = try request.statisticsYear()
                let screen = screens.publicStatisticsScreen(
                    named: context.parameters.get("name") ?? "", viewer: visit.user?.id, strings: visit.strings)
                await screen.didLoad(year: year)
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                let title = "\(visit.strings.diary.statisticsOf(state.ownerName ?? "")) – \(visit.strings.appName)"
                return visit.page(
                    title: title, body: StatisticsPageView.render(state, visit: visit),
                    head: YearCardPreview.tags(state, title: title, visit: visit, site: client.publicURL))
            }
        }
        router.readable(.memberStatisticsCard) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let name = context.parameters.get("name") ?? ""
                let screen = screens.publicStatisticsScreen(named: name, viewer: visit.user?.id, strings: visit.strings)
                await screen.didLoad(year: try request.statisticsYear())
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                return try YearCardPreview.image(state, member: state.ownerName ?? name, visit: visit)
            }
        }
    }

    private func profile(_ visit: PageVisit, name: String) async throws -> Response {
        let screen = try screens.memberPage(named: name, viewer: visit.user?.id, strings: visit.strings)
        await screen.didLoad(page: try visit.request.pageNumber())
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return visit.page(
            title: "\(state.name) – \(visit.strings.appName)", body: ProfilePageView.render(state, visit: visit))
    }

    /// Makes a film one of the member's favourites, or takes it out, then back where the form was.
    private func changeFavourites(_ visit: PageVisit, _ change: String) async throws -> Response {
        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let film = try validating("film") {
            try FilmReference(form["film"] ?? "", bareNumbers: screens.filmSource)
        }
        let favourites = try screens.favouritesScreen(member: user.id, strings: visit.strings)
        if change == "add" { await favourites.didAdd(film) } else { await favourites.didRemove(film) }
        if let failure = await favourites.state.failure { throw WebError(failure) }
        return visit.redirect(to: form["return"] ?? WebRoute.member(user.name.text).href)
    }

    /// The latest watches of a public diary as RSS 2.0, in English (a feed has no visitor to ask).
    private func feed(_ request: Request, _ context: MoviesRequestContext) async -> Response {
        do {
            guard client.servesFeeds else { throw ClientFacts.noFeeds }
            let name = context.parameters.get("name") ?? ""
            // Nobody: a feed reader is nobody in particular.
            let diary = screens.publicDiaryScreen(named: name, viewer: nil, strings: .english)
            await diary.didLoad()
            let state = await diary.state
            if let failure = state.failure { throw WebError(failure) }
            let xml = DiaryFeedView.render(
                state, name: state.ownerName ?? name, site: client.publicURL, strings: .english)
            return .rss(xml)
        } catch {
            return WebError(error).jsonResponse
        }
    }
}
