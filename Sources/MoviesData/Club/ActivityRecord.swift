import Foundation
public import MoviesDomain

/// A row of ``FeedQuery``, as a store reads it back.
public struct ActivityRecord: Sendable {
    public var seconds: Double
    public var key: String
    public var kind: String
    public var actor: AccountRecord
    public var film: String?
    public var title: String?
    public var year: Int?
    public var poster: String?
    public var day: String?
    public var rating: Int?
    public var isRewatch: Bool
    public var isLiked: Bool
    public var excerpt: String?
    public var hasSpoilers: Bool
    public var listID: String?
    public var listTitle: String?
    public var listSlug: String?

    public init(
        seconds: Double, key: String, kind: String, actor: AccountRecord, film: String?, title: String?,
        year: Int?, poster: String?, day: String?, rating: Int?, isRewatch: Bool, isLiked: Bool, excerpt: String?,
        hasSpoilers: Bool, listID: String?, listTitle: String?, listSlug: String?
    ) {
        self.seconds = seconds
        self.key = key
        self.kind = kind
        self.actor = actor
        self.film = film
        self.title = title
        self.year = year
        self.poster = poster
        self.day = day
        self.rating = rating
        self.isRewatch = isRewatch
        self.isLiked = isLiked
        self.excerpt = excerpt
        self.hasSpoilers = hasSpoilers
        self.listID = listID
        self.listTitle = listTitle
        self.listSlug = listSlug
    }

    /// The activity; nil for a row no version of Movies writes.
    public func toDomain() -> Activity? {
        guard let kind = Activity.Kind(rawValue: kind), let actor = actor.toDomain()?.user else { return nil }
        let film = self.film.flatMap { try? FilmReference($0) }.map {
            ListedFilm(reference: $0, title: title ?? "", year: year, posterPath: poster)
        }
        let list = listID.map {
            Activity.ListNamed(id: FilmList.ID($0), title: listTitle ?? "", slug: listSlug ?? "")
        }
        guard (film != nil) == (kind != .listed), (list != nil) == [.listed, .added].contains(kind) else { return nil }
        return Activity(
            place: FeedCursor(seconds: seconds, key: key), actor: actor, kind: kind, film: film,
            day: day.flatMap { try? CalendarDay($0) }, rating: rating, isRewatch: isRewatch, isLiked: isLiked,
            excerpt: excerpt.map(Activity.excerpt(of:)), hasSpoilers: hasSpoilers, list: list)
    }

}
