/// A name that names nobody the source knows.
public struct NoPersonMatches: Error, Equatable, Sendable, CustomStringConvertible {
    public let query: MovieQuery

    public init(query: MovieQuery) {
        self.query = query
    }

    public var description: String { "no one called '\(query.text.prefix(80))' is known here" }
}
