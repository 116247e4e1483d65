import MoviesDomain

/// How a feature reads its own errors for a screen, from its room: the failure a person is shown for one,
/// or nil for an error that is not the feature's. ``ScreenFailure`` asks each feature in turn.
protocol FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure?
}

extension ScreenFailure {
    /// A failure a feature reads, its detail filled in by ``ScreenFailure/init(_:strings:)`` from the error.
    init(_ kind: Kind, _ code: String, _ message: String, field: String? = nil, retryAfter: Int? = nil) {
        self.init(kind: kind, code: code, message: message, detail: "")
        self.field = field
        self.retryAfter = retryAfter
    }
}

extension FailureReading {
    /// The error's own words, first letter raised and closed with a period: a message as the Domain says it.
    static func sentence(_ error: any Error) -> String {
        String(describing: error).capitalizedFirst + "."
    }
}
