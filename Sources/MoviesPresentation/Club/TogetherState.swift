public import MoviesDomain

/// The watches offered to a member as a screen shows them, with what the last answer did.
public struct TogetherState: Sendable, Equatable {
    /// One offer, worded.
    public struct Row: Sendable, Equatable, Identifiable {
        public let offer: TogetherOffer
        /// "ana watched Heat with you on Mar 12 2024 — add it to your diary?"
        public let text: String
        public var id: Watch.ID { offer.id }
    }

    public var rows: [Row] = []
    /// "Watched with you".
    public var heading = ""
    /// What the last answer did: "“Heat” is in your diary."
    public var notice: String?
    /// The watch accepting made.
    public var accepted: Watch?
    public var failure: ScreenFailure?

    public init() {}
}
