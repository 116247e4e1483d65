/// What a details page offers after the film: the other films of its series, in order, and films like it.
public struct MoreLikeThis: Sendable {
    public let series: [Movie]
    public let similar: [Movie]

    public init(series: [Movie], similar: [Movie]) {
        self.series = series
        self.similar = similar
    }
}
