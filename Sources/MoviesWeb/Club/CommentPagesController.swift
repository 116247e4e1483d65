import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/reviews/{id}`: a review with its comments; and the forms `/comments` (write one under a review or
/// list), `/comments/{id}/edit` and `/comments/{id}/delete`, each answered by the page the form was on
/// (303), or a page that says what was wrong.
struct CommentPagesController {
    let screens: any ClubScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.reviewComments) { request, context in
            await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                let screen = screens.commentsScreen(viewer: visit.user?.id, strings: visit.strings)
                await screen.didLoad(on: context.parameters.get("id") ?? "", page: try request.pageNumber())
                let state = await screen.state
                if let failure = state.failure { throw WebError(failure) }
                return visit.page(
                    title: "\(state.heading ?? "") – \(visit.strings.appName)",
                    body: CommentsPageView.render(state, visit: visit))
            }
        }
        router.route(
            .commentNew,
            [
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        try await change(visit) { screen, form in
                            await screen.didWrite(form["text"] ?? "", on: form["on"] ?? "")
                        }
                    }
                }
            ])
        for action in WebRoute.CommentAction.allCases {
            router.route(
                .commentChange(action),
                [
                    .post: { request, context in
                        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                            let id = context.parameters.get("id") ?? ""
                            return try await change(visit) { screen, form in
                                switch action {
                                case .edit: await screen.didEdit(id, to: form["text"] ?? "")
                                case .delete: await screen.didDelete(id)
                                }
                            }
                        }
                    }
                ])
        }
    }

    /// Makes the change as the member signed in, then back where the form says, at the comment it made.
    private func change(
        _ visit: PageVisit, _ make: (CommentsViewModel, FormBody) async -> Void
    ) async throws -> Response {
        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
        let form = try await FormBody.read(visit)
        try await accounts.countWrite(by: user.id)
        let screen = screens.commentsScreen(viewer: user.id, strings: visit.strings)
        await make(screen, form)
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        let back = form["return"] ?? "/"
        guard let changed = state.changed else { return visit.redirect(to: back + "#comments") }
        return visit.redirect(to: back + "#comment-\(changed.id.rawValue)")
    }
}
