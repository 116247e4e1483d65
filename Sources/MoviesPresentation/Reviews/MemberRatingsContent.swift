public import MoviesDomain

/// Members' ratings of a film as a screen shows them: a line with their average and how many, beside the
/// source's (critics' or its users'), and a bar for each half-star step.
public struct MemberRatingsContent: Equatable, Sendable {
    /// One step of the histogram: ½★ (1) to ★★★★★ (10).
    public struct Bar: Equatable, Sendable {
        public let rating: Int
        public let count: Int
        /// The bar's length beside the longest, 0 to 1.
        public let share: Double
        /// "4½ stars: 3 members", for a screen reader.
        public let accessibleText: String
    }

    public let histogram: RatingHistogram
    /// "Members 7.9/10 · 41 ratings", or that nobody has rated it.
    public let membersText: String
    public let bars: [Bar]

    public init(_ histogram: RatingHistogram, strings: Strings = .english) {
        self.histogram = histogram
        let words = strings.opinions
        membersText =
            histogram.average.map { words.members(Rating.text($0), histogram.total) } ?? words.noMemberRatings
        let longest = max(1, histogram.counts.max() ?? 0)
        bars = (1...10).map { rating in
            let count = histogram.count(of: rating)
            return Bar(
                rating: rating, count: count, share: Double(count) / Double(longest),
                accessibleText: words.bar(ReviewItemViewModel.stars(rating, empty: false), count))
        }
    }

    /// The source's rating named for whose it is: "Critics 8.7/10 · 206 reviews"; nil when it has none.
    public static func sourceText(of movie: Movie, strings: Strings = .english) -> String? {
        movie.rating.map {
            strings.opinions.source($0.raters == .critics ? .critics : .audience, $0.averageText, $0.voteCount)
        }
    }
}
