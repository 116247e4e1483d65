import Foundation
public import MoviesDomain

/// A watch as a store keeps it: one row, the film's lists of names each in one column. Both stores read and
/// write through it.
public struct WatchRecord: Sendable {
    /// The columns of a record, in this order, as `dialect` writes them; a store adds its `WHERE`. The last
    /// but one is the names of the members the watch names (``companions``), the last where it was recorded.
    public static func select(_ dialect: SQLDialect) -> String {
        """
        SELECT id, account_id, film, film_title, film_year, poster_path, runtime, genres, directors, cast_names,
            people, day, rating, rewatch, liked, logged,
            (SELECT r.body FROM review r WHERE r.watch_id = watch.id),
            (SELECT r.spoilers FROM review r WHERE r.watch_id = watch.id),
            (SELECT r.written FROM review r WHERE r.watch_id = watch.id),
            (SELECT r.edited FROM review r WHERE r.watch_id = watch.id),
            tags, liked_at,
            (SELECT \(dialect.joined("a.name")) FROM watch_companion c JOIN account a ON a.id = c.account_id
                WHERE c.watch_id = watch.id),
            source
        FROM watch
        """
    }
    /// The diary's order (``Watch/isNewer(than:)``).
    public static let newestFirst = "ORDER BY day DESC NULLS LAST, logged DESC, id DESC"

    public var id: String
    public var member: String
    public var film: String
    public var title: String
    public var year: Int?
    public var posterPath: String?
    public var runtime: Int?
    public var genres: String
    public var directors: String
    public var cast: String
    /// `name` and page id pairs.
    public var people: String
    public var day: String?
    public var rating: Int?
    public var isRewatch: Bool
    public var isLiked: Bool
    public var logged: Double
    /// When it was liked (seconds since 1970), where known.
    public var likedAt: Double?
    /// The watch's tags as first written, in one column (``joined(_:)``); each is a row of `watch_tag` too,
    /// by its folded key, for the diary filtered by one and a member's tags counted.
    public var tags = ""
    /// The watch's review (its own row, `review`): read here; written by the store beside the watch.
    public var review: WatchReview?
    /// The names of the members the watch names, in one column (rows of `watch_companion`): read here.
    public var companions = ""
    /// ``WatchSource``'s name, for a watch not logged here by hand.
    public var source: String?

    public init(_ watch: Watch) {
        source = watch.source?.rawValue
        id = watch.id.rawValue
        member = watch.member.rawValue
        (film, title, year, posterPath, runtime, genres, directors, cast, people) = (
            "", "", nil, nil, nil, "", "", "", ""
        )
        day = watch.details.day?.description
        rating = watch.details.rating
        isRewatch = watch.details.isRewatch
        isLiked = watch.details.isLiked
        logged = watch.logged.timeIntervalSince1970
        likedAt = watch.liked?.timeIntervalSince1970
        review = watch.review
        tags = Self.joined(watch.details.tags.map(\.text))
        keep(watch.film)
    }

    /// This record with `film`'s columns: a watch's film as a correction or a merge tells it anew.
    public func retold(as film: WatchedFilm) -> WatchRecord {
        var record = self
        record.keep(film)
        return record
    }

    /// Writes the film's columns.
    private mutating func keep(_ watched: WatchedFilm) {
        film = watched.reference.description
        (title, year, posterPath, runtime) = (watched.title, watched.year, watched.posterPath, watched.runtime)
        genres = Self.joined(watched.genres)
        directors = Self.joined(watched.directors)
        cast = Self.joined(watched.cast)
        people = watched.people.sorted { $0.key < $1.key }
            .map { Self.joined([$0.key]) + String(Self.pairSeparator) + Self.joined([$0.value.rawValue]) }
            .joined(separator: String(Self.separator))
    }

    public init(
        id: String, member: String, film: String, title: String, year: Int?, posterPath: String?, runtime: Int?,
        genres: String, directors: String, cast: String, people: String, day: String?, rating: Int?, isRewatch: Bool,
        isLiked: Bool, logged: Double, likedAt: Double? = nil
    ) {
        (self.id, self.member, self.film, self.title, self.year) = (id, member, film, title, year)
        (self.posterPath, self.runtime, self.genres, self.directors, self.cast, self.people) =
            (posterPath, runtime, genres, directors, cast, people)
        (self.day, self.rating, self.isRewatch, self.isLiked, self.logged) = (day, rating, isRewatch, isLiked, logged)
        self.likedAt = likedAt
    }

    /// This record, with its review's columns (all nil but `text` perhaps, for a watch with none) and its
    /// tags' column.
    public func reviewed(
        text: String?, spoilers: Bool?, written: Double?, edited: Double?, tags: String = "", companions: String? = nil,
        source: String? = nil
    ) -> WatchRecord {
        var record = self
        record.source = source
        record.tags = tags
        record.companions = companions ?? ""
        record.review = written.map {
            WatchReview(
                text: text.flatMap { $0.isEmpty ? nil : $0 }, hasSpoilers: spoilers ?? false,
                written: Date(timeIntervalSince1970: $0), edited: edited.map(Date.init(timeIntervalSince1970:)))
        }
        return record
    }

    /// Nil for a row no version of Movies writes.
    public func toDomain() -> Watch? {
        let watchDay = day.flatMap { try? CalendarDay($0) }
        guard day == nil || watchDay != nil,
            let details = WatchDetails(
                storedDay: watchDay, rating: rating, isRewatch: isRewatch, isLiked: isLiked,
                tags: Self.split(tags).map(Tag.init(stored:))),
            let watched = Self.film(
                film, title: title, year: year, posterPath: posterPath, runtime: runtime, genres: genres,
                directors: directors, cast: cast, people: people)
        else { return nil }
        var watch = Watch(
            id: Watch.ID(id), member: User.ID(member), film: watched, details: details,
            logged: Date(timeIntervalSince1970: logged), liked: likedAt.map(Date.init(timeIntervalSince1970:)),
            review: review)
        watch.companions = Self.split(companions).sorted { $0.lowercased() < $1.lowercased() }
        watch.source = source.flatMap(WatchSource.init)
        return watch
    }

    /// The film as a watch's columns keep it; nil for a film reference no version of Movies writes.
    public static func film(
        _ film: String, title: String, year: Int?, posterPath: String?, runtime: Int?, genres: String,
        directors: String, cast: String, people: String
    ) -> WatchedFilm? {
        guard let reference = try? FilmReference(film) else { return nil }
        return WatchedFilm(
            reference: reference, title: title, year: year, posterPath: posterPath, runtime: runtime,
            genres: split(genres), directors: split(directors), cast: split(cast), people: pages(people))
    }

    /// The first and last days of a year, as the diary writes days: what a year's watches are picked between.
    public static func days(of year: Int) -> (first: String, last: String) {
        (String(format: "%04d-01-01", year), String(format: "%04d-12-31", year))
    }

    /// A day's tally from its columns (`diary_day`, where `''` is no known day); nil for a day no version of
    /// Movies writes.
    public static func day(_ day: String, watches: Int, rewatches: Int, minutes: Int) -> DiaryTally.Day? {
        let calendarDay = day.isEmpty ? nil : try? CalendarDay(day)
        guard day.isEmpty || calendarDay != nil else { return nil }
        return DiaryTally.Day(day: calendarDay, watches: watches, rewatches: rewatches, minutes: minutes)
    }

    /// The watch's tags as `watch_tag` keeps them: folded key and the text first written.
    public var tagRows: [(key: String, tag: String)] {
        Self.split(tags).map { (Tag(stored: $0).key, $0) }
    }

    /// Names kept in one column, apart by a character no name has (a unit separator, taken out of names).
    private static let separator: Character = "\u{1F}"

    /// Between a name and its page's id (a record separator, taken out of both).
    private static let pairSeparator: Character = "\u{1E}"

    static func joined(_ names: [String]) -> String {
        names.map { $0.filter { $0 != separator && $0 != pairSeparator } }.joined(separator: String(separator))
    }

    public static func split(_ column: String) -> [String] {
        column.isEmpty ? [] : column.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    static func pages(_ column: String) -> [String: Person.ID] {
        var pages: [String: Person.ID] = [:]
        for pair in split(column) {
            let parts = pair.split(separator: pairSeparator, maxSplits: 1)
            if parts.count == 2 { pages[String(parts[0])] = Person.ID(String(parts[1])) }
        }
        return pages
    }
}
