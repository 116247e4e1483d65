/// Which watches of a diary to list: of one year (by the day watched), of one rating, rewatches or first
/// watches. Nil is any.
public struct DiaryFilter: Sendable, Equatable {
    public var year: Int?
    public var rating: Int?
    public var rewatch: Bool?

    public init(year: Int? = nil, rating: Int? = nil, rewatch: Bool? = nil) {
        self.year = year
        self.rating = rating
        self.rewatch = rewatch
    }

    public static let all = DiaryFilter()

    public func admits(_ watch: Watch) -> Bool {
        (year == nil || watch.details.day?.year == year) && (rating == nil || watch.details.rating == rating)
            && (rewatch == nil || watch.details.isRewatch == rewatch)
    }
}
