public import Foundation

/// One thing a member did that their followers see: a watch (with its rating and the start of its
/// review), a review written apart from its watch, a public list made, or a film added to one.
public struct Activity: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case watched, reviewed, listed, added
    }

    /// A public list an activity is about.
    public struct ListNamed: Sendable, Equatable {
        public let id: FilmList.ID
        public let title: String
        public let slug: String

        public init(id: FilmList.ID, title: String, slug: String) {
            self.id = id
            self.title = title
            self.slug = slug
        }
    }

    /// Where it stands in the feed, newest first: its time, then a key no other activity has.
    public let place: FeedCursor
    public let actor: User
    public let kind: Kind
    /// The film watched, reviewed or added; nil for a list made.
    public let film: ListedFilm?
    public let day: CalendarDay?
    public let rating: Int?
    public let isRewatch: Bool
    public let isLiked: Bool
    /// The review's first words (``excerptLength`` characters at most, then an ellipsis), and whether it spoils.
    public let excerpt: String?
    public let hasSpoilers: Bool
    public let list: ListNamed?

    public init(
        place: FeedCursor, actor: User, kind: Kind, film: ListedFilm?, day: CalendarDay? = nil, rating: Int? = nil,
        isRewatch: Bool = false, isLiked: Bool = false, excerpt: String? = nil, hasSpoilers: Bool = false,
        list: ListNamed? = nil
    ) {
        self.place = place
        self.actor = actor
        self.kind = kind
        self.film = film
        self.day = day
        self.rating = rating
        self.isRewatch = isRewatch
        self.isLiked = isLiked
        self.excerpt = excerpt
        self.hasSpoilers = hasSpoilers
        self.list = list
    }

    public var at: Date { place.time }

    public static let excerptLength = 280

    /// A review's start as a feed shows it: whole when it fits, else cut at a word, with an ellipsis.
    public static func excerpt(of text: String) -> String {
        guard text.count > excerptLength else { return text }
        let start = text.prefix(excerptLength)
        let atWord = start.lastIndex(where: \.isWhitespace).map { start[..<$0] } ?? start
        return atWord.trimmingCharacters(in: .whitespacesAndNewlines) + "…"
    }
}
