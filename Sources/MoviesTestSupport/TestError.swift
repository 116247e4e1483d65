/// An error for fakes to throw.
public struct TestError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String = "failed") {
        self.message = message
    }
}
