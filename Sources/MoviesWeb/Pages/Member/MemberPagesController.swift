import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/u/{name}`: a member's public page (their reviews).
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
    }

    private func profile(_ visit: PageVisit, name: String) async throws -> Response {
        let screen = screens.memberPage(named: name, strings: visit.strings)
        await screen.didLoad(page: try visit.request.pageNumber())
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        var html: Markup = "<section class=\"profile\"><h1>\(state.fullName)</h1>"
        html += "<p class=\"muted\">\(state.byline)</p>"
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
}
