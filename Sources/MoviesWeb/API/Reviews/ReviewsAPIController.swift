import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/api/movies/{id}/review` (one's own: write or delete) and `/api/movies/{id}/reviews` (everyone's).
/// A review is addressed by the film and the signed-in person, so nobody can touch another's.
struct ReviewsAPIController {
    let screens: any MemberScreens
    let accounts: WebAccounts

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.route(
            "movies/:id/review",
            [
                .put: { request, context in
                    await answer {
                        let user = try await accounts.requireWriter(context)
                        let draft = try await RequestBody.decode(ReviewRequest.self, from: request).toDomain()
                        let reviews = screens.reviewsScreen(of: try film(context), member: user.id, strings: .english)
                        await reviews.didWrite(draft)
                        let state = await reviews.state
                        guard let review = state.written else { throw WebError(state.failure ?? .unexpected(.english)) }
                        return ReviewDocument(review).jsonResponse()
                    }
                },
                .delete: { request, context in
                    await answer {
                        let user = try await accounts.requireWriter(context)
                        let reviews = screens.reviewsScreen(of: try film(context), member: user.id, strings: .english)
                        await reviews.didDelete()
                        let state = await reviews.state
                        if let failure = state.failure { throw WebError(failure) }
                        guard state.deleted == true else {
                            throw WebError(
                                status: .notFound, code: "not_found",
                                message: Strings.english.members.noReviewToDelete)
                        }
                        return Response(status: .noContent)
                    }
                },
            ])
        group.route(
            "movies/:id/reviews",
            [
                .get: { request, context in
                    await answer {
                        let film = try film(context)
                        let reviews = screens.reviewsScreen(of: film, member: nil, strings: .english)
                        await reviews.didLoad(page: try request.pageNumber())
                        let state = await reviews.state
                        guard let content = state.content else {
                            throw WebError(state.failure ?? .unexpected(.english))
                        }
                        return ReviewsDocument(film: film, content: content).jsonResponse()
                    }
                }
            ])
    }

    private func film(_ context: MoviesRequestContext) throws -> FilmReference {
        try validating("filmId") {
            try FilmReference(
                SavedAPIController.decoded(context.parameters.get("id")), bareNumbers: screens.filmSource)
        }
    }

}
