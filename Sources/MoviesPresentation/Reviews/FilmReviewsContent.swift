public import MoviesDomain

/// A film's reviews as a screen shows them: the summary line, and a page of reviews, newest first.
public struct FilmReviewsContent: Equatable, Sendable {
    public let summary: ReviewSummary
    public let items: [ReviewItemViewModel]
    public let page: Int
    public let totalPages: Int
    /// "3 reviews · 7.5/10 on average", or "No reviews yet."
    public let summaryText: String

    public init(summary: ReviewSummary, reviews: Paged<Review>, strings: Strings = .english) {
        self.summary = summary
        items = reviews.items.map { ReviewItemViewModel($0, strings: strings) }
        page = reviews.page
        totalPages = reviews.totalPages
        summaryText =
            summary.averageRating.map { strings.members.reviewSummary(summary.count, Rating.text($0)) }
            ?? strings.members.noReviews
    }
}
