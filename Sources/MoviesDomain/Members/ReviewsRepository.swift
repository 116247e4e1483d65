public import Foundation

/// Where reviews are kept: one a person a film, newest first.
public protocol ReviewsRepository: Sendable {
    /// Writes `user`'s review of the film, replacing theirs if they wrote one (its first time stays, and
    /// `edited` becomes `time`). Answers the review as stored.
    func write(_ content: ReviewDraft, about film: Review.Film, by user: User.ID, at time: Date) async throws -> Review

    /// Answers whether there was a review to delete.
    @discardableResult
    func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool

    func review(of film: FilmReference, by user: User.ID) async throws -> Review?

    /// The film's reviews, most helpful first (most liked), then newest.
    func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review>

    func summary(of film: FilmReference) async throws -> ReviewSummary

    /// A person's reviews, newest first.
    func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review>
}
