public import MoviesDomain

/// A member's notifications as a screen shows them: the header's count, and a page of them worded.
public struct NotificationsState: Sendable, Equatable {
    /// One notice, worded.
    public struct Row: Sendable, Equatable {
        public let notice: Notice
        /// "ana followed you", "ana liked your review of Heat".
        public let text: String
        public let dateText: String
    }

    public var unread = 0
    /// "3", "99+"; nil when nothing is unread.
    public var badge: String?
    public var heading = ""
    public var rows: [Row] = []
    /// The page shown; 0 until one is.
    public var page = 0
    public var totalPages = 1
    public var totalCount = 0
    public var emptyText = ""
    public var failure: ScreenFailure?

    public init() {}
}
