public import Foundation
public import MoviesDomain

/// A review as a store reads it back, joined with its author's current name.
public struct ReviewRecord: Sendable {
    /// The columns of a record, in this order, in SQL every store speaks; a store adds its `WHERE`. `likes`
    /// is counted on the primary key of `review_like` (a film's reviews, an author's).
    public static let select = """
        SELECT r.account_id, a.name, r.film, r.film_title, r.film_year, r.rating, r.body, r.spoilers, r.written,
            r.edited, (SELECT count(*) FROM review_like l WHERE l.film = r.film AND l.author_id = r.account_id) AS likes,
            r.poster_path
        FROM review r JOIN account a ON a.id = r.account_id
        """

    public let author: String
    public let authorName: String
    public let film: String
    public let filmTitle: String
    public let filmYear: Int?
    public let rating: Int
    public let text: String?
    public let hasSpoilers: Bool
    public let written: Date
    public let edited: Date?
    public let likes: Int
    public let posterPath: String?

    public init(
        author: String, authorName: String, film: String, filmTitle: String, filmYear: Int?, rating: Int,
        text: String?, hasSpoilers: Bool, written: Date, edited: Date?, likes: Int = 0, posterPath: String? = nil
    ) {
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
        guard let reference = try? FilmReference(film), let name = try? UserName(stored: authorName),
            let content = ReviewDraft(storedRating: rating, text: text, hasSpoilers: hasSpoilers)
        else { return nil }
        return Review(
            author: User.ID(author), authorName: name,
            film: Review.Film(reference: reference, title: filmTitle, year: filmYear, posterPath: posterPath),
            content: content,
            written: written, edited: edited, likes: likes)
    }
}
