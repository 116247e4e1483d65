public import Foundation

/// What one person thought of one film: at most one a person a film, replaced when they write again.
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

    public init(
        author: User.ID, authorName: UserName, film: Film, content: ReviewDraft, written: Date, edited: Date?,
        likes: Int = 0
    ) {
        self.author = author
        self.authorName = authorName
        self.film = film
        self.content = content
        self.written = written
        self.edited = edited
        self.likes = likes
    }
}
