import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/u/{name}`: a person's public page (their reviews), and the review form of the details page.
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
        router.route(
            "movies/:id/review",
            [
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        try await review(visit, id: context.parameters.get("id") ?? "")
                    }
                }
            ])
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
            page: state.page, totalPages: state.totalPages, base: "/u/\(Markup.percentEncoded(state.name))?page=",
            strings: visit.strings)
        return visit.page(title: "\(state.name) – \(visit.strings.appName)", body: html + "</section>")
    }

    /// Publishes (or deletes, with `delete`) the signed-in person's review, then back to the film.
    private func review(_ visit: PageVisit, id: String) async throws -> Response {
        let film = try FilmReference(id, bareNumbers: screens.filmSource)
        let back = "/movies/\(Markup.percentEncoded(film.movieID.rawValue))#reviews"
        guard let user = visit.user else {
            return visit.redirect(to: "/signin?return=\(Markup.percentEncoded(back))")
        }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let reviews = screens.reviewsScreen(of: film, member: user.id, strings: visit.strings)
        if form["delete"] != nil {
            await reviews.didDelete()
        } else {
            guard let rating = Int(form["rating"] ?? "") else { throw ReviewDraft.Error.ratingOutOfRange(0) }
            await reviews.didWrite(
                try ReviewDraft(rating: rating, text: form["text"], hasSpoilers: form.isChecked("spoilers")))
        }
        if let failure = await reviews.state.failure { throw WebError(failure) }
        return visit.redirect(to: back)
    }
}
