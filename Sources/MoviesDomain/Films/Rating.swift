/// An average score out of 10, how many votes or reviews it stands on, and whose they are.
public struct Rating: Hashable, Sendable {
    /// Who gave the scores: a rating means something else from critics than from a site's users.
    public enum Raters: Hashable, Sendable {
        /// Published reviews by critics (the catalog's rating).
        case critics
        /// Votes by the source's users (TMDB's rating).
        case audience
    }

    public static let scale: ClosedRange<Double> = 0...10

    public let average: Double
    public let voteCount: Int
    public let raters: Raters

    /// Clamps the average into 0–10 and the count to zero or more, so a bad source cannot produce nonsense.
    public init(average: Double, voteCount: Int, raters: Raters = .audience) {
        self.average = average.isFinite ? min(max(average, Self.scale.lowerBound), Self.scale.upperBound) : 0
        self.voteCount = max(0, voteCount)
        self.raters = raters
    }
}
