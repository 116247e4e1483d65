/// A member asked the server to read or write a second file while one of theirs is in its line of imports
/// and exports: one place each, so no member holds the line for the others.
public struct TransferUnderWay: Error, Equatable, Sendable {
    public init() {}
}
