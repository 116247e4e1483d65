/// Refused before it began: the member began as many imports as a day allows. A dry run is not counted.
public struct ImportsPerDay: Error, Equatable, Sendable, CustomStringConvertible {
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }

    public var description: String {
        "you have begun \(limit) imports today, as many as a day allows: try again tomorrow"
    }
}
