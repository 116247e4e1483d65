public import Foundation

/// Where reviews are kept: each on the watch it was written with (``WatchReview``), its rating the watch's.
/// A member's review of a film, where one is asked for, is their newest: the review of the newest of their
/// reviewed watches of it.
public protocol ReviewsRepository: Sendable {
    /// Writes `user`'s review on their watch, replacing the one it has (its first time stays, and `edited`
    /// becomes `time`); the watch's rating becomes the review's. Nil when the member has no such watch.
    func write(_ content: ReviewDraft, on watch: Watch.ID, by user: User.ID, at time: Date) async throws -> Review?

    /// Deletes the member's review of the film (their newest; the watch stays). Answers whether there was one.
    @discardableResult
    func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool

    /// The review on the watch; nil when it has none (or the watch was deleted).
    func review(_ watch: Watch.ID) async throws -> Review?

    /// The member's newest review of the film.
    func review(of film: FilmReference, by user: User.ID) async throws -> Review?

    /// The film's reviews, each member's newest: most helpful first (most liked), then newest.
    func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review>

    /// How many members reviewed the film, and the average of the ratings of the reviews its page shows.
    func summary(of film: FilmReference) async throws -> ReviewSummary

    /// Every review of a person, newest written first.
    func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review>
}
