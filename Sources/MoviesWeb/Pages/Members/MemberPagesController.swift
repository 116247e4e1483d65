import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `/u/{name}`: a person's public page (their reviews), and the review form of the details page.
struct MemberPagesController {
    let container: AppContainer
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
        let strings = visit.strings
        let found: (person: User, reviews: Paged<Review>)
        do {
            found = try await container.reviews.reviews(
                byPersonNamed: try UserName(stored: name), page: try visit.request.pageNumber())
        } catch is UserName.Error {
            throw AccountError.notFound
        }
        let (person, reviews) = found
        let name = person.name.text
        var html = "<section class=\"profile\"><h1>\(HTML.escape(person.fullName.description))</h1>"
        html +=
            "<p class=\"muted\">@\(HTML.escape(name)) · \(HTML.escape(strings.account.joined(ReviewItemViewModel.dayText(person.joined, strings: strings))))</p>"
        html += "<h2>\(HTML.escape(strings.account.reviewsBy(name)))</h2>"
        if reviews.items.isEmpty {
            html += "<p class=\"empty\">\(HTML.escape(strings.account.noReviewsBy(name)))</p>"
        } else {
            html += "<ol class=\"review-list\">"
            for review in reviews.items {
                html += ReviewView.render(
                    ReviewItemViewModel(review, strings: strings), strings: strings, showsFilm: true)
            }
            html += "</ol>"
        }
        html += PagerView.render(
            page: reviews.page, totalPages: reviews.totalPages, base: "/u/\(HTML.queryComponent(name))?page=",
            strings: strings)
        return visit.page(title: "\(name) – \(strings.appName)", body: html + "</section>")
    }

    /// Publishes (or deletes, with `delete`) the signed-in person's review, then back to the film.
    private func review(_ visit: PageVisit, id: String) async throws -> Response {
        let film = try FilmReference(id, bareNumbers: container.reviews.source)
        let back = "/movies/\(HTML.queryComponent(film.movieID.rawValue))#reviews"
        guard let user = visit.user else {
            return visit.redirect(to: "/signin?return=\(HTML.queryComponent(back))")
        }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        if form["delete"] != nil {
            try await container.reviews.delete(reviewOf: film, by: user.id)
        } else {
            guard let rating = Int(form["rating"] ?? "") else { throw ReviewDraft.Error.ratingOutOfRange(0) }
            let draft = try ReviewDraft(rating: rating, text: form["text"], hasSpoilers: form.isChecked("spoilers"))
            _ = try await container.reviews.write(draft, about: film, by: user.id)
        }
        return visit.redirect(to: back)
    }
}
