public import Foundation

/// What one person thought of one film one time they watched it: the review a watch carries, with that
/// watch's rating and day. A member's newest review of a film is the one the film's page shows.
public struct Review: Sendable, Equatable {
    /// The film with the title and year it had when reviewed, so a person's page lists their reviews
    /// without asking the source about each film.
    public struct Film: Sendable, Equatable {
        public let reference: FilmReference
        public let title: String
        public let year: Int?
        /// Its poster when reviewed, for a member's page of reviews.
        public let posterPath: String?

        public init(reference: FilmReference, title: String, year: Int?, posterPath: String? = nil) {
            self.reference = reference
            self.title = title
            self.year = year
            self.posterPath = posterPath
        }
    }

    /// The watch it belongs to: a review's id.
    public let watch: Watch.ID
    /// The day of its watch; nil for a watch of no known day.
    public let day: CalendarDay?
    public let author: User.ID
    /// The author's name now (it follows a rename).
    public let authorName: UserName
    public let film: Film
    public let content: ReviewDraft
    public let written: Date
    /// When it was last rewritten; nil if never.
    public let edited: Date?
    /// How many members found it helpful.
    public let likes: Int
    /// How many comments are under it.
    public let comments: Int

    public init(
        watch: Watch.ID, day: CalendarDay?, author: User.ID, authorName: UserName, film: Film, content: ReviewDraft,
        written: Date, edited: Date?, likes: Int = 0, comments: Int = 0
    ) {
        self.comments = comments
        self.watch = watch
        self.day = day
        self.author = author
        self.authorName = authorName
        self.film = film
        self.content = content
        self.written = written
        self.edited = edited
        self.likes = likes
    }

    /// The review without the day of its watch, as a private diary's review is shown to others.
    public var sayingNoDay: Review {
        Review(
            watch: watch, day: nil, author: author, authorName: authorName, film: film, content: content,
            written: written, edited: edited, likes: likes, comments: comments)
    }

    /// The review with `count` comments: those a reader sees of it.
    public func counting(comments count: Int) -> Review {
        Review(
            watch: watch, day: day, author: author, authorName: authorName, film: film, content: content,
            written: written, edited: edited, likes: likes, comments: count)
    }
}
