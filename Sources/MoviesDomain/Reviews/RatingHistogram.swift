/// How many members gave a film each rating, 1 to 10 (half a star to five stars), each member counted once
/// with their latest rating of it.
public struct RatingHistogram: Sendable, Equatable {
    /// How many gave 1, 2, … 10: always ten counts.
    public let counts: [Int]

    /// `counts` by rating; a rating outside 1…10 is no rating and is left out.
    public init(_ counts: [Int: Int] = [:]) {
        self.counts = (1...10).map { max(0, counts[$0] ?? 0) }
    }

    public static let empty = RatingHistogram()

    public var total: Int { counts.reduce(0, +) }

    /// The average rating out of 10; nil when nobody rated the film.
    public var average: Double? {
        let total = total
        guard total > 0 else { return nil }
        let sum = counts.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element }
        return Double(sum) / Double(total)
    }

    public func count(of rating: Int) -> Int {
        (1...10).contains(rating) ? counts[rating - 1] : 0
    }
}
