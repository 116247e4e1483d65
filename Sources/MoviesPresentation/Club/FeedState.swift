public import MoviesDomain

/// A page of the feed, worded: each group's headline and films, and where the next page begins.
public struct FeedState: Sendable {
    /// One film of a group: its poster, and what the member made of it.
    public struct Item: Sendable, Equatable {
        public let poster: FilmPosterItem
        /// "★★★★☆", nil when not rated.
        public let stars: String?
        public let rating: Int?
        /// "on 12 March 2024 · rewatch · liked".
        public let details: String?
        /// The review's first words, or a note that they are hidden for spoilers.
        public let excerpt: String?
    }

    /// A run of one member's doings of one kind.
    public struct Group: Sendable, Equatable {
        public let kind: Activity.Kind
        public let name: String
        public let fullName: String
        /// "ana watched 3 films".
        public let headline: String
        /// The newest's day: "27 November 2026".
        public let when: String
        public let items: [Item]
        /// The list made or added to: its owner's address parts.
        public let list: Activity.ListNamed?
        public let activities: [Activity]
    }

    public var heading = ""
    /// The member whose public activity it is; nil for one's feed.
    public var ownerName: String?
    public var groups: [Group] = []
    public var emptyText: String?
    /// The `after` of the next page; nil on the last.
    public var next: FeedCursor?
    /// Which page of those read from the newest (0 until one is), and how many are known: one more while
    /// there is a next.
    public var page = 0
    public var totalPages = 0
    public var failure: ScreenFailure?

    public init() {}
}
