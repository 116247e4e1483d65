/// How a film's reviewers rated it: how many reviews and their average out of 10.
public struct ReviewSummary: Sendable, Equatable {
    public let count: Int
    /// Nil with no reviews.
    public let averageRating: Double?

    public init(count: Int, averageRating: Double?) {
        self.count = count
        self.averageRating = averageRating
    }

    public static let none = ReviewSummary(count: 0, averageRating: nil)
}
