public import MoviesDomain

/// An error for fakes to throw.
public struct TestError: SourceUnavailableError, Equatable, Sendable {
    public let message: String

    public init(_ message: String = "failed") {
        self.message = message
    }
}
