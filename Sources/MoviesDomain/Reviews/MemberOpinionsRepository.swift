public import Foundation

/// What members think of a film together: their ratings counted as they change (never a row a rating read
/// to answer), and which
/// reviews they found helpful, one like a member a review.
public protocol MemberOpinionsRepository: Sendable {
    /// How many members gave the film each rating: their one rating of it (``DiaryRepository``).
    func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram

    /// `member` finds `author`'s review of the film helpful; liking again changes nothing. False when the
    /// author has no review of the film.
    func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool

    /// Takes `member`'s like back; false when there was none.
    func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool

    /// The authors of the film's reviews that `member` likes.
    func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID>
}
