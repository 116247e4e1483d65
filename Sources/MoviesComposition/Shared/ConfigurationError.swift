/// A setting that cannot be used, worded for the person who gave it.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
