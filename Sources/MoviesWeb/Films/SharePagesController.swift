import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/share`: where a phone's share sheet sends a film shared from another app (the manifest's
/// `share_target`: a title, a text and an address). A link to a film here opens its log form (after
/// signing in, for a visitor); one several films fit, or words, open the search; a link to no film here
/// says so.
struct SharePagesController {
    let screens: any WebScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.share) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let screen = screens.shareScreen(strings: visit.strings)
                await screen.didShare(
                    ["title", "text", "url"].compactMap { request.uri.queryParameters[$0] }.map(String.init))
                let state = await screen.state
                switch state.answer {
                case .film(let film)?:
                    return visit.redirect(to: .watchLog(film.movieID))
                case .choose(let films)?:
                    return visit.redirect(to: .search(films.first.map(\.title)))
                case .words(let words)?:
                    return visit.redirect(to: .search(words))
                case nil:
                    let failure = state.failure ?? ScreenFailure.unexpected(visit.strings)
                    return visit.page(
                        title: failure.message,
                        body: """
                            <h1>\(visit.strings.appName)</h1><section class="panel" role="alert"><p>\(failure.message)</p>\
                            <p><a href="\(WebRoute.addFilm())">\(AddFilmStrings.of(visit.strings.language).heading)</a></p></section>
                            """, status: failure.kind == .notFound ? .notFound : .badRequest)
                }
            }
        }
    }
}
