/// Which watches of a diary to list: of one year (by the day watched), of one rating, rewatches or first
/// watches, of one film, of one tag. Nil is any.
public struct DiaryFilter: Sendable, Equatable {
    public var year: Int?
    public var rating: Int?
    public var rewatch: Bool?
    /// One film's watches: ``DiaryUseCase`` reads them as the film's (stores are not asked by film).
    public var film: FilmReference?
    /// The watches that carry this tag (compared folded).
    public var tag: Tag?

    public init(
        year: Int? = nil, rating: Int? = nil, rewatch: Bool? = nil, film: FilmReference? = nil, tag: Tag? = nil
    ) {
        self.year = year
        self.rating = rating
        self.rewatch = rewatch
        self.film = film
        self.tag = tag
    }

    public static let all = DiaryFilter()

    public func admits(_ watch: Watch) -> Bool {
        (year == nil || watch.details.day?.year == year) && (rating == nil || watch.details.rating == rating)
            && (rewatch == nil || watch.details.isRewatch == rewatch)
            && (film == nil || watch.film.reference == film)
            && (tag.map { watch.details.tags.contains($0) } ?? true)
    }
}
