/// A search that was asked for one film found none.
public struct NoMovieMatches: Error, Equatable, Sendable, CustomStringConvertible {
    public let query: MovieQuery

    public init(query: MovieQuery) {
        self.query = query
    }

    public var description: String { "no films match \u{201C}\(query.text)\u{201D}" }
}
