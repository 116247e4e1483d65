public import MoviesDomain

extension Rating {
    /// `8.7` with one decimal.
    public var averageText: String {
        let tenths = Int((average * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
