/// A watch as a member logs it: what ``WatchDetails`` holds, with the choices logging makes. `isRewatch`
/// nil lets the diary say (a rewatch when it has the film on that day or before, or on no known day); a review is written as the member's
/// one review of the film, with the watch's rating; a saved film leaves the saved films unless
/// `keepSaved` (Letterboxd's habit: a film watched is no longer one to watch).
public struct WatchDraft: Sendable, Equatable {
    public var day: CalendarDay?
    public var rating: Int?
    public var isRewatch: Bool?
    public var isLiked: Bool
    public var review: Review?
    public var keepSaved: Bool
    public var tags: [Tag] = []
    /// Where it was recorded, for a watch not logged by hand (a media server's play).
    public var source: WatchSource?
    /// The id the phone gave this log, so the log sent again is the same watch (``SentLogsRepository``).
    public var replayID: ReplayID?

    public struct Review: Sendable, Equatable {
        public var text: String
        public var hasSpoilers: Bool

        public init(text: String, hasSpoilers: Bool = false) {
            self.text = text
            self.hasSpoilers = hasSpoilers
        }
    }

    public init(
        day: CalendarDay?, rating: Int? = nil, isRewatch: Bool? = nil, isLiked: Bool = false, review: Review? = nil,
        keepSaved: Bool = false
    ) {
        self.day = day
        self.rating = rating
        self.isRewatch = isRewatch
        self.isLiked = isLiked
        self.review = review
        self.keepSaved = keepSaved
    }
}
