public import MoviesDomain

/// The plays screen: the member's latest plays and what was made of each, and a new token's addresses
/// (shown once).
public struct PlaysState: Sendable {
    /// One play as the pages show it.
    public struct Row: Sendable, Equatable {
        public let play: Play
        /// "Heat (1995)", or "a play that named no film".
        public let film: String
        /// "from Jellyfin".
        public let source: String
        /// "Logged as a watch on 2024-03-01", "In your diary that day already", "Waiting for you to choose",
        /// "Skipped: an episode, not a film".
        public let fate: String
    }

    public var rows: [Row] = []
    /// A token just made, shown this once.
    public var token: String?
    /// What a media server's post was made: the play and whether it is new, or why it is not kept (an
    /// event that is not a play's end).
    public var received: (play: Play, isNew: Bool)?
    public var ignored: Bool = false
    public var failure: ScreenFailure?

    public init() {}

    public var waiting: [Row] { rows.filter(\.play.isWaiting) }
}
