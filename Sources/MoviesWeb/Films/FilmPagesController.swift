import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/movies/{id}`: a film's page, and its review form (`/movies/{id}/review`).
struct FilmPagesController {
    let screens: any SearchScreens & MemberScreens & ListScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.film) { request, context in
            await detailsPage(request, context: context, id: context.parameters.movieID(of: screens.filmSource))
        }
        router.route(
            .review,
            [
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        try await review(visit, id: context.parameters.get("id") ?? "")
                    }
                }
            ])
        router.route(
            .reviewLike,
            [
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        try await like(
                            visit, id: context.parameters.get("id") ?? "",
                            author: SavedAPIController.decoded(context.parameters.get("author")))
                    }
                }
            ])
    }

    private func detailsPage(_ request: Request, context: MoviesRequestContext, id: Movie.ID) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let strings = visit.strings
            let screen = screens.filmScreen(.id(id), member: visit.user?.id, strings: strings)
            await screen.didLoad()
            let state = await screen.state
            guard let details = state.details, state.movie != nil else {
                return visit.page(
                    title: strings.appName, body: DetailsPageView.failed(state.failure, strings: strings),
                    status: state.failure.map { WebError($0).status } ?? .notFound)
            }
            if let failure = state.failure { throw WebError(failure) }
            let back = (try? request.parameter("q", strings: strings)) ?? nil ?? ""
            return visit.page(
                title: "\(details.title) – \(strings.appName)",
                body: DetailsPageView.render(state, backQuery: back, visit: visit)
                    + (await addToList(details.id, visit: visit))
                    + (try await favourite(details.id, title: details.title, visit: visit))
                    + DiscoverRowsView.render(state.rows, strings: strings))
        }
    }

    /// The signed-in member's form that puts the film in one of their lists (none for a visitor, or a
    /// member with no list).
    private func addToList(_ film: Movie.ID, visit: PageVisit) async -> Markup {
        let lists = await ListScreensLists.of(visit, in: screens)
        guard !lists.isEmpty else { return .empty }
        return AddToListView.render(
            film: FilmReference(source: visit.source, movieID: film), lists: lists, visit: visit)
    }

    /// Whether the film is one of the signed-in member's favourites, with the button that changes it.
    private func favourite(_ film: Movie.ID, title: String, visit: PageVisit) async throws -> Markup {
        guard let user = visit.user else { return .empty }
        let screen = try screens.favouritesScreen(member: user.id, strings: visit.strings)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        let reference = FilmReference(source: visit.source, movieID: film)
        let position = state.position(of: reference)
        let note: Markup =
            position.map {
                "<span class=\"muted\">\(visit.strings.profile.isFavourite($0, Profile.maximumFavourites))</span>"
            } ?? .empty
        let button =
            position != nil || state.favourites.count < Profile.maximumFavourites
            ? FavouriteButton.render(
                film: reference, title: title, isFavourite: position != nil, back: .film(film), visit: visit) : .empty
        return "<section class=\"favourite-film\">\(note)\(button)</section>"
    }

    /// Publishes (or deletes, with `delete`) the signed-in person's review, then back to the film.
    private func review(_ visit: PageVisit, id: String) async throws -> Response {
        try await reviewsForm(visit, id: id) { reviews, film, form, back in
            if form["delete"] == "ask" { return try await confirmDeletion(of: film, visit: visit, back: back) }
            if form["delete"] != nil {
                await reviews.didDelete()
            } else {
                guard let rating = Int(form["rating"] ?? "") else { throw ReviewDraft.Error.ratingOutOfRange(0) }
                await reviews.didWrite(
                    try ReviewDraft(rating: rating, text: form["text"], hasSpoilers: form.isChecked("spoilers")))
            }
            return nil
        }
    }

    /// Likes a member's review (`liked=yes`) or takes the like back (`liked=no`), then back to the reviews.
    private func like(_ visit: PageVisit, id: String, author: String) async throws -> Response {
        try await reviewsForm(visit, id: id) { reviews, _, form, _ in
            await reviews.didLike(authorNamed: author, form["liked"] != "no")
            return nil
        }
    }

    /// A form of the film's reviews, sent by a signed-in member (anyone else is asked to sign in first):
    /// `change` answers a page of its own, or nil to go back to the reviews once the change is made.
    private func reviewsForm(
        _ visit: PageVisit, id: String,
        _ change: (FilmReviewsViewModel, FilmReference, FormBody, WebRoute) async throws -> Response?
    ) async throws -> Response {
        let film = try FilmReference(id, bareNumbers: screens.filmSource)
        let back = WebRoute.filmReviews(film.movieID)
        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: back.href)) }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let reviews = screens.reviewsScreen(of: film, member: user.id, strings: visit.strings)
        if let page = try await change(reviews, film, form, back) { return page }
        if let failure = await reviews.state.failure { throw WebError(failure) }
        return visit.redirect(to: back)
    }

    /// Deleting a review cannot be undone, so the page asks first; "Cancel" goes back to the film.
    private func confirmDeletion(of film: FilmReference, visit: PageVisit, back: WebRoute) async throws -> Response {
        let screen = screens.reviewsScreen(of: film, member: visit.user?.id, strings: visit.strings)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        guard let own = state.own else { return visit.redirect(to: back) }
        let words = visit.strings.account
        let action = WebRoute.review(film.movieID)
        let body: Markup = """
            <div class="panel confirm narrow" role="alertdialog" aria-labelledby="confirm-title">\
            <p id="confirm-title">\(words.deleteReviewQuestion(own.film.title))</p>\
            <form method="post" action="\(action)">\(visit.tokenField)<input type="hidden" name="delete" value="yes">\
            <button type="submit" class="danger">\(words.deleteReview)</button> \
            <a class="button secondary" href="\(back)">\(words.cancel)</a></form></div>
            """
        return visit.page(title: "\(words.deleteReview) – \(visit.strings.appName)", body: body)
    }
}
