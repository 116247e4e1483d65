import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/movies/{id}/review` (one's own: write or delete), `/api/movies/{id}/reviews` (everyone's, most
/// helpful first, with members' ratings counted) and `/api/movies/{id}/reviews/{author}/like` (one like a
/// member a review). A review is addressed by the film and the signed-in person, so nobody can touch another's.
struct ReviewsAPIController {
    let screens: any MemberScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.writeReview) { request, context in
            let user = try await accounts.requireWriter(context)
            let draft = try await RequestBody.decode(ReviewRequest.self, from: request).toDomain()
            let reviews = screens.reviewsScreen(of: try film(context), member: user.id, strings: .english)
            await reviews.didWrite(draft)
            let state = await reviews.state
            guard let review = state.written else { throw WebError(state.failure ?? .unexpected(.english)) }
            return ReviewDocument(review).jsonResponse()
        }
        routes.on(.deleteReview) { request, context in
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
        routes.on(.reviews) { request, context in
            let film = try film(context)
            let user = try await accounts.currentUser(context)
            let reviews = screens.reviewsScreen(of: film, member: user?.id, strings: .english)
            await reviews.didLoad(page: try request.pageNumber())
            let state = await reviews.state
            guard let content = state.content else {
                throw WebError(state.failure ?? .unexpected(.english))
            }
            return ReviewsDocument(film: film, content: content, signedIn: user != nil, own: state.own).jsonResponse()
        }
        routes.on(.likeReview) { request, context in await like(true, context) }
        routes.on(.unlikeReview) { request, context in await like(false, context) }
    }

    /// Likes the review (again changes nothing), or takes the like back (none to take is a 404).
    private func like(_ liked: Bool, _ context: MoviesRequestContext) async -> Response {
        await answer {
            let user = try await accounts.requireWriter(context)
            let author = SavedAPIController.decoded(context.parameters.get("author"))
            let reviews = screens.reviewsScreen(of: try film(context), member: user.id, strings: .english)
            await reviews.didLike(authorNamed: author, liked)
            let state = await reviews.state
            if let failure = state.failure { throw WebError(failure) }
            guard state.likeChanged == true else {
                throw WebError(status: .notFound, code: "not_liked", message: Strings.english.opinions.notLiked)
            }
            return Response(status: .noContent)
        }
    }

    private func film(_ context: MoviesRequestContext) throws -> FilmReference {
        try validating("filmId") {
            try FilmReference(
                SavedAPIController.decoded(context.parameters.get("id")), bareNumbers: screens.filmSource)
        }
    }

}
