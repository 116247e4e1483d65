/// A server importing for as many members as it takes at once, with its line full: try again shortly.
public struct ImportsBusy: Error, Equatable, Sendable {
    /// Seconds until a turn may be free.
    public static let retryAfter = 30

    public init() {}
}
