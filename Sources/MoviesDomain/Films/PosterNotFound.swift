/// No poster exists at the requested path.
public struct PosterNotFound: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public var description: String { "no poster exists at \(path)" }
}
