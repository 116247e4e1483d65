import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/u/{name}`: a member's public page (their reviews); `/u/{name}/diary`, its RSS feed and `/u/{name}/stats`
/// when they made their diary public (404 otherwise, the same as for no member: a private diary is never
/// told apart).
struct MemberPagesController {
    let screens: any MemberScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable("u/:name") { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                try await profile(visit, name: context.parameters.get("name") ?? "")
            }
        }
        router.readable("u/:name/diary") { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let diary = screens.publicDiaryScreen(
                    named: context.parameters.get("name") ?? "", strings: visit.strings)
                await diary.didLoad(
                    filter: try request.diaryFilter(), page: try request.pageNumber())
                let state = await diary.state
                if let failure = state.failure { throw WebError(failure) }
                return visit.page(
                    title: "\(visit.strings.diary.diaryOf(state.ownerName ?? "")) – \(visit.strings.appName)",
                    body: DiaryPageView.render(state, visit: visit, justDeleted: false))
            }
        }
        router.readable("u/:name/diary.rss") { request, context in await feed(request, context) }
        router.readable("u/:name/stats") { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let year = try request.statisticsYear()
                let screen = screens.publicStatisticsScreen(
                    named: context.parameters.get("name") ?? "", strings: visit.strings)
                await screen.didLoad(year: year)
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                return visit.page(
                    title: "\(visit.strings.diary.statisticsOf(state.ownerName ?? "")) – \(visit.strings.appName)",
                    body: StatisticsPageView.render(state, visit: visit))
            }
        }
    }

    private func profile(_ visit: PageVisit, name: String) async throws -> Response {
        let screen = screens.memberPage(named: name, strings: visit.strings)
        await screen.didLoad(page: try visit.request.pageNumber())
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        var html: Markup = "<section class=\"profile\"><h1>\(state.fullName)</h1>"
        html += "<p class=\"muted\">\(state.byline)</p>"
        html += "<p><a href=\"\(WebRoute.memberLists(state.name))\">\(visit.strings.lists.lists)</a></p>"
        html += "<h2>\(state.reviewsHeading)</h2>"
        if let empty = state.emptyText {
            html += "<p class=\"empty\">\(empty)</p>"
        } else {
            html += "<ol class=\"review-list\">"
            for review in state.reviews {
                html += ReviewView.render(review, strings: visit.strings, showsFilm: true)
            }
            html += "</ol>"
        }
        html += PagerView.render(
            page: state.page, totalPages: state.totalPages, route: { .member(state.name, page: $0) },
            strings: visit.strings)
        return visit.page(title: "\(state.name) – \(visit.strings.appName)", body: html + "</section>")
    }

    /// The latest watches of a public diary as RSS 2.0, in English (a feed has no visitor to ask).
    private func feed(_ request: Request, _ context: MoviesRequestContext) async -> Response {
        do {
            let name = context.parameters.get("name") ?? ""
            let diary = screens.publicDiaryScreen(named: name, strings: .english)
            await diary.didLoad()
            let state = await diary.state
            if let failure = state.failure { throw WebError(failure) }
            let site = "\(client.isSecure(request) ? "https" : "http")://\(request.head.authority ?? "localhost")"
            let xml = DiaryFeedView.render(state, name: state.ownerName ?? name, site: site, strings: .english)
            return Response(
                status: .ok,
                headers: [.contentType: "application/rss+xml; charset=utf-8", .cacheControl: "public, max-age=300"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: xml.html)))
        } catch {
            return WebError(error).jsonResponse
        }
    }
}
