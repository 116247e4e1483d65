/// The words of what members think of a film: their ratings beside the source's, and helpful reviews.
public struct OpinionStrings: Sendable {
    /// "Members 7.9/10 · 41 ratings".
    public let members: @Sendable (_ average: String, _ count: Int) -> String
    public let noMemberRatings: String
    /// "Critics 8.7/10 · 206 reviews", or the source's audience: "TMDB users 7.1/10 · 1,204 votes".
    public let source: @Sendable (_ raters: RatersKind, _ average: String, _ count: Int) -> String
    /// The histogram's heading: "Members’ ratings".
    public let histogram: String
    /// One bar, for a screen reader: "4½ stars: 3 members".
    public let bar: @Sendable (_ stars: String, _ count: Int) -> String
    /// "3 members found this helpful".
    public let likes: @Sendable (Int) -> String
    /// Taking back a like there was not.
    public let notLiked: String
    /// The like button; pressed (`aria-pressed`) once the member likes the review.
    public let like: String
    /// What a like button says to a screen reader: "Helpful: ana’s review".
    public let likeLabel: @Sendable (_ author: String) -> String

    public enum RatersKind: Sendable { case critics, audience }

    public init(
        members: @escaping @Sendable (String, Int) -> String, noMemberRatings: String,
        source: @escaping @Sendable (RatersKind, String, Int) -> String, histogram: String,
        bar: @escaping @Sendable (String, Int) -> String, likes: @escaping @Sendable (Int) -> String,
        notLiked: String, like: String, likeLabel: @escaping @Sendable (String) -> String
    ) {
        self.members = members
        self.noMemberRatings = noMemberRatings
        self.source = source
        self.histogram = histogram
        self.bar = bar
        self.likes = likes
        self.notLiked = notLiked
        self.like = like
        self.likeLabel = likeLabel
    }
}

extension Strings {
    public var opinions: OpinionStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
