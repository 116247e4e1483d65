public import MoviesDomain

/// A film's reviews as a screen shows them: members' ratings, the summary line, and a page of reviews,
/// most helpful first.
public struct FilmReviewsContent: Equatable, Sendable {
    public let summary: ReviewSummary
    public let ratings: MemberRatingsContent
    public let items: [ReviewItemViewModel]
    public let page: Int
    public let totalPages: Int
    /// "3 reviews · 7.5/10 on average", or "No reviews yet."
    public let summaryText: String

    public init(
        summary: ReviewSummary, reviews: Paged<Review>, ratings: RatingHistogram = .empty, liked: Set<User.ID> = [],
        strings: Strings = .english
    ) {
        self.summary = summary
        self.ratings = MemberRatingsContent(ratings, strings: strings)
        items = reviews.items.map { ReviewItemViewModel($0, isLiked: liked.contains($0.author), strings: strings) }
        page = reviews.page
        totalPages = reviews.totalPages
        summaryText =
            summary.averageRating.map { strings.members.reviewSummary(summary.count, Rating.text($0)) }
            ?? strings.members.noReviews
    }
}
