/// What a film's reviews screen reads and does. Over a store the use case does it all; a client of a Movies
/// server reads through the server's documents and writes with one request each.
public protocol FilmReviewsService: Sendable {
    func reviews(of film: FilmReference, page: PageNumber, seenBy viewer: User.ID?) async throws -> Paged<Review>
    func summary(of film: FilmReference, seenBy viewer: User.ID?) async throws -> ReviewSummary
    func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram
    func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID>
    func review(of film: FilmReference, by user: User.ID) async throws -> Review?
    func like(reviewOf film: FilmReference, byPersonNamed author: UserName, from member: User.ID) async throws
    func unlike(reviewOf film: FilmReference, byPersonNamed author: UserName, from member: User.ID) async throws -> Bool
    func write(_ content: ReviewDraft, about film: FilmReference, by user: User.ID) async throws -> Review
    func delete(reviewOf film: FilmReference, by user: User.ID) async throws -> Bool
    /// Page `page` of the film's reviews with all its screen reads, as `viewer` (nobody, signed out) sees
    /// it (``FilmReviewsService+Page.swift`` reads it part by part).
    func page(of film: FilmReference, page: PageNumber, seenBy viewer: User.ID?) async throws -> FilmReviewsPage
}

extension ReviewsUseCase: FilmReviewsService {}
