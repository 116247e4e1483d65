/// No movie has the requested id in the source that was asked.
public struct MovieNotFound: Error, Equatable, Sendable, CustomStringConvertible {
    public let id: Movie.ID

    public init(id: Movie.ID) {
        self.id = id
    }

    public var description: String { "no movie has the id \(id)" }
}
