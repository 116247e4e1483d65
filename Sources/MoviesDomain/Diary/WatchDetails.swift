/// What a member says of one watch, checked: the day (nil when it is not known, for films remembered from
/// long ago), a rating from 1 to 10 (shown as half-stars, as reviews are), a rewatch, a like and tags.
public struct WatchDetails: Sendable, Equatable {
    public static let ratings = ReviewDraft.ratings

    public let day: CalendarDay?
    public let rating: Int?
    public let isRewatch: Bool
    public let isLiked: Bool
    /// In the order written, each once (``Tag/list(_:)``).
    public let tags: [Tag]

    public init(
        day: CalendarDay?, rating: Int?, isRewatch: Bool, isLiked: Bool, tags: [Tag] = []
    ) throws(WatchError) {
        if let rating, !Self.ratings.contains(rating) { throw .ratingOutOfRange(rating) }
        guard tags.count <= Tag.maximumPerWatch else { throw .tags(.tooMany(tags.count)) }
        self.day = day
        self.rating = rating
        self.isRewatch = isRewatch
        self.isLiked = isLiked
        self.tags = tags
    }

    /// A watch as a store kept it; nil only for a rating no version took.
    public init?(storedDay day: CalendarDay?, rating: Int?, isRewatch: Bool, isLiked: Bool, tags: [Tag] = []) {
        try? self.init(day: day, rating: rating, isRewatch: isRewatch, isLiked: isLiked, tags: tags)
    }

    /// These details with other tags.
    public func tagged(_ tags: [Tag]) -> WatchDetails {
        WatchDetails(storedDay: day, rating: rating, isRewatch: isRewatch, isLiked: isLiked, tags: tags) ?? self
    }

    /// The rating as stars out of five: 7 is three and a half.
    public var stars: Double? { rating.map { Double($0) / 2 } }
}
