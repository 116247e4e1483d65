public import Foundation
public import MoviesDomain

/// A review as a store reads it back, joined with its author's current name.
public struct ReviewRecord: Sendable {
    /// The columns of a record, in this order, in SQL every store speaks; a store adds its `WHERE`. The
    /// rating and day are the watch's (a deleted watch's review is not read); `likes` is counted on the
    /// primary key of `review_like`, `comments` on the index of comments under reviews.
    public static let select = """
        SELECT r.account_id, a.name, r.film, r.film_title, r.film_year, w.rating, r.body, r.spoilers, r.written,
            r.edited, (SELECT count(*) FROM review_like l WHERE l.watch_id = r.watch_id) AS likes,
            r.poster_path, r.watch_id, w.day,
            (SELECT count(*) FROM comment c WHERE c.review_id = r.watch_id) AS comments
        FROM review r JOIN account a ON a.id = r.account_id JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL
        """

    /// The condition that picks, of a member's reviews of a film, the newest: the review of their newest
    /// reviewed watch of it (the diary's order).
    public static let isNewest = """
        r.watch_id = (
            SELECT n.watch_id FROM review n JOIN watch nw ON nw.id = n.watch_id AND nw.deleted IS NULL
            WHERE n.account_id = r.account_id AND n.film = r.film
            ORDER BY nw.day DESC NULLS LAST, nw.logged DESC, nw.id DESC LIMIT 1)
        """

    public let author: String
    public let authorName: String
    public let film: String
    public let filmTitle: String
    public let filmYear: Int?
    public let rating: Int?
    public let text: String?
    public let hasSpoilers: Bool
    public let written: Date
    public let edited: Date?
    public let likes: Int
    public let posterPath: String?
    public let watch: String
    public let day: String?
    public let comments: Int

    public init(
        author: String, authorName: String, film: String, filmTitle: String, filmYear: Int?, rating: Int?,
        text: String?, hasSpoilers: Bool, written: Date, edited: Date?, likes: Int = 0, posterPath: String? = nil,
        watch: String, day: String?, comments: Int = 0
    ) {
        self.comments = comments
        self.watch = watch
        self.day = day
        self.author = author
        self.authorName = authorName
        self.film = film
        self.filmTitle = filmTitle
        self.filmYear = filmYear
        self.rating = rating
        self.text = text
        self.hasSpoilers = hasSpoilers
        self.written = written
        self.edited = edited
        self.likes = likes
        self.posterPath = posterPath
    }

    /// Nil for a row no version of Movies writes.
    public func toDomain() -> Review? {
        let watchDay = day.flatMap { try? CalendarDay($0) }
        guard let reference = try? FilmReference(film), let name = try? UserName(stored: authorName),
            let content = WatchReview(text: text, hasSpoilers: hasSpoilers, written: written).content(rating: rating),
            day == nil || watchDay != nil
        else { return nil }
        return Review(
            watch: Watch.ID(watch), day: watchDay, author: User.ID(author), authorName: name,
            film: Review.Film(reference: reference, title: filmTitle, year: filmYear, posterPath: posterPath),
            content: content,
            written: written, edited: edited, likes: likes, comments: comments)
    }
}
