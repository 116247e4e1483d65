import MoviesAPI
public import MoviesDomain

/// A film's reviews over a Movies server: read through the server's documents (the use case over them),
/// and a review written or deleted with one request, which the server's use case carries out whole.
public struct ServerFilmReviews: FilmReviewsService {
    let reading: ReviewsUseCase
    let client: MoviesServerClient

    public init(reading: ReviewsUseCase, client: MoviesServerClient) {
        self.reading = reading
        self.client = client
    }

    public func reviews(
        of film: FilmReference, page: PageNumber, seenBy viewer: User.ID?
    ) async throws
        -> Paged<Review>
    {
        try await reading.reviews(of: film, page: page, seenBy: viewer)
    }

    public func summary(of film: FilmReference, seenBy viewer: User.ID?) async throws -> ReviewSummary {
        try await reading.summary(of: film, seenBy: viewer)
    }

    /// One read (`/api/movies/{id}/reviews`): the server's use case answers the page as the asker may see it.
    public func page(of film: FilmReference, page: PageNumber, seenBy viewer: User.ID?) async throws -> FilmReviewsPage
    {
        let answer: ServerReviewsDTO = try await client.get(
            .make(.reviews, film.description), query: [("page", String(page.value))])
        return answer.reviewsPage
    }

    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        try await reading.ratingHistogram(of: film)
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        try await reading.likedReviews(of: film, by: member)
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        try await reading.review(of: film, by: user)
    }

    public func like(reviewOf film: FilmReference, byPersonNamed author: UserName, from member: User.ID) async throws {
        try await reading.like(reviewOf: film, byPersonNamed: author, from: member)
    }

    public func unlike(
        reviewOf film: FilmReference, byPersonNamed author: UserName, from member: User.ID
    ) async throws -> Bool {
        try await reading.unlike(reviewOf: film, byPersonNamed: author, from: member)
    }

    /// `PUT /api/movies/{id}/review`: the server logs it on the member's newest watch of the film, or a
    /// watch of its own.
    public func write(_ content: ReviewDraft, about film: FilmReference, by user: User.ID) async throws -> Review {
        let body = ServerReviewDraftDTO(rating: content.rating, text: content.text, spoilers: content.hasSpoilers)
        let answer: ServerReviewDTO = try await client.send(.make(.writeReview, film.description), json: body)
        guard let review = answer.toDomain() else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a review it cannot read")
        }
        return review
    }

    public func delete(reviewOf film: FilmReference, by user: User.ID) async throws -> Bool {
        try await client.sendUnlessNotFound(.make(.deleteReview, film.description))
    }
}
