/// A page of a film's reviews as its screen reads it: the summary, the page, every member's rating
/// counted, and, for a member, the reviews they like and their own.
public struct FilmReviewsPage: Sendable {
    public let summary: ReviewSummary
    public let reviews: Paged<Review>
    public let ratings: RatingHistogram
    /// The authors whose reviews the member likes; empty for nobody.
    public let liked: Set<User.ID>
    /// The member's own review of the film, if they wrote one.
    public let own: Review?

    public init(
        summary: ReviewSummary, reviews: Paged<Review>, ratings: RatingHistogram, liked: Set<User.ID> = [],
        own: Review? = nil
    ) {
        self.summary = summary
        self.reviews = reviews
        self.ratings = ratings
        self.liked = liked
        self.own = own
    }
}
