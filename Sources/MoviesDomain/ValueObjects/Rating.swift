/// An average score out of 10 and how many votes or reviews it stands on.
public struct Rating: Hashable, Sendable {
    public static let scale: ClosedRange<Double> = 0...10

    public let average: Double
    public let voteCount: Int

    /// Clamps the average into 0–10 and the count to zero or more, so a bad source cannot produce nonsense.
    public init(average: Double, voteCount: Int) {
        self.average = average.isFinite ? min(max(average, Self.scale.lowerBound), Self.scale.upperBound) : 0
        self.voteCount = max(0, voteCount)
    }
}
