import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `/api/movies/{id}/review` (one's own: write or delete) and `/api/movies/{id}/reviews` (everyone's).
/// A review is addressed by the film and the signed-in person, so nobody can touch another's.
struct ReviewsAPIController {
    let container: AppContainer
    let accounts: WebAccounts

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.route(
            "movies/:id/review",
            [
                .put: { request, context in
                    await answer {
                        let user = try await accounts.requireWriter(context)
                        let draft = try await RequestBody.decode(ReviewRequest.self, from: request).toDomain()
                        let review = try await container.reviews.write(draft, about: try film(context), by: user.id)
                        return try EncodedJSON.response(ReviewDocument(review))
                    }
                },
                .delete: { request, context in
                    await answer {
                        let user = try await accounts.requireWriter(context)
                        let film = try film(context)
                        guard try await container.reviews.delete(reviewOf: film, by: user.id) else {
                            throw WebError(
                                status: .notFound, code: "not_found",
                                message: Strings.english.members.noReviewToDelete)
                        }
                        return EncodedJSON.noContent
                    }
                },
            ])
        group.route(
            "movies/:id/reviews",
            [
                .get: { request, context in
                    await answer {
                        let film = try film(context)
                        let content = FilmReviewsContent(
                            summary: try await container.reviews.summary(of: film),
                            reviews: try await container.reviews.reviews(of: film, page: try request.pageNumber()))
                        return try EncodedJSON.response(ReviewsDocument(film: film, content: content))
                    }
                }
            ])
    }

    private func film(_ context: MoviesRequestContext) throws -> FilmReference {
        try validating("filmId") {
            try FilmReference(
                SavedAPIController.decoded(context.parameters.get("id")), bareNumbers: container.reviews.source)
        }
    }
}
