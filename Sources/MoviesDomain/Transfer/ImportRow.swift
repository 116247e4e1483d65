public import Foundation

/// One row of a file another site exported (or this one), read into what it says of one film: the film as
/// the file names it, and a watch, a rating, a review, a like or a place on the watchlist.
public struct ImportRow: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A watch: Letterboxd's diary, this site's watches. No day when the file gives none.
        case diary
        /// Watched, with no day: Letterboxd's watched.csv.
        case watched
        /// The member's rating of the film: Letterboxd's ratings.csv, IMDb's ratings, this site's ratings.
        case rating
        /// A film to watch: a watchlist, this site's saved films.
        case watchlist
        /// A review; with a day, it is the review of that day's watch (Letterboxd writes them so).
        case review
        /// A liked film: Letterboxd's likes/films.csv.
        case like
    }

    /// Where the row is, for the member to find it: `diary.csv`, line 12.
    public struct Place: Sendable, Hashable, CustomStringConvertible {
        public let file: String
        public let line: Int

        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        public var description: String { "\(file), line \(line)" }
    }

    public var kind: Kind
    public var place: Place
    public var film: FilmHint
    public var day: CalendarDay?
    /// 1 to 10 (Letterboxd's half stars doubled).
    public var rating: Int?
    /// Nil when the file does not say.
    public var isRewatch: Bool?
    public var isLiked = false
    public var review: String?
    public var hasSpoilers = false
    /// As the file writes them, each checked when the plan is made (``Tag``).
    public var tags: [String] = []
    /// The file's own id of the watch (this site's export): a review names the watch it is on by it.
    public var watchID: String?
    /// When it was written here, for a file of this site's (the order of two watches of one day, a review's time).
    public var logged: Date?
    /// When a liked watch was liked, for a file of this site's.
    public var likedAt: Date?
    /// Where the watch was recorded: a Trakt play, Netflix's activity, a media server's play.
    public var source: WatchSource?

    public init(kind: Kind, place: Place, film: FilmHint) {
        self.kind = kind
        self.place = place
        self.film = film
    }
}
