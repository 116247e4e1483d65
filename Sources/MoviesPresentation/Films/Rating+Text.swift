public import MoviesDomain

extension Rating {
    /// `8.7` with one decimal.
    public var averageText: String { Self.text(average) }

    /// A score out of 10 as every rating in the app is shown: one decimal (`7.0`, `8.7`).
    public static func text(_ score: Double) -> String {
        let tenths = Int((score * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
