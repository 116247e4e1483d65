public import MoviesDomain

/// What is new for a member as a screen shows it: the header's count, and the page's comments.
public struct NewsState: Sendable, Equatable {
    /// One comment under the member's things, worded.
    public struct Row: Sendable, Equatable {
        public let item: NewsItem
        /// "ana on your review of Heat".
        public let heading: String
        public let text: String
        public let dateText: String
    }

    public var count = News.none
    /// "3", "99+"; nil when nothing is new.
    public var badge: String?
    public var heading = ""
    public var rows: [Row] = []
    public var emptyText = ""
    public var failure: ScreenFailure?

    public init() {}
}
