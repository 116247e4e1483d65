/// What a browse asks for: films with every genre of `genres`, released within `years`, rated at least
/// `minimumRating` (out of 10), whose title has the words of `query`, in the order of `sort`. An empty
/// filter is every film.
public struct DiscoverFilter: Hashable, Sendable {
    /// The years a film can come from: the first films to the near future.
    public static let knownYears = 1870...2100

    public let genres: [Genre]
    public let years: ClosedRange<Int>?
    public let minimumRating: Double?
    public let sort: DiscoverSort
    public let query: MovieQuery?

    /// Throws when the years are outside ``knownYears`` or reversed, or the rating is not from 0 to 10.
    public init(
        genres: [Genre] = [], years: ClosedRange<Int>? = nil, from: Int? = nil, to: Int? = nil,
        minimumRating: Double? = nil, sort: DiscoverSort = .popularity, query: MovieQuery? = nil
    ) throws(Error) {
        for (field, year) in [("from", from), ("to", to)] {
            if let year, !Self.knownYears.contains(year) { throw .yearOutOfRange(field: field, year: year) }
        }
        if let from, let to, from > to { throw .reversedYears(from: from, to: to) }
        var range = years
        if from != nil || to != nil {
            let lower = max(from ?? Self.knownYears.lowerBound, years?.lowerBound ?? Self.knownYears.lowerBound)
            let upper = min(to ?? Self.knownYears.upperBound, years?.upperBound ?? Self.knownYears.upperBound)
            guard lower <= upper else { throw .reversedYears(from: lower, to: upper) }
            range = lower...upper
        }
        if let minimumRating, !(0...10).contains(minimumRating) { throw .ratingOutOfRange(minimumRating) }
        self.genres = Array(Set(genres)).sorted()
        self.years = range
        self.minimumRating = minimumRating.flatMap { $0 > 0 ? $0 : nil }
        self.sort = sort
        self.query = query
    }

    /// Whether the filter asks for anything beyond a title search: a search within a genre or a decade.
    public var narrows: Bool { !genres.isEmpty || years != nil || minimumRating != nil }
}
