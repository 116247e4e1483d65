/// What a notice is about: the member's review (its watch's id), the member's list, or the watch another
/// member named them on (that member's).
public struct NoticeSubject: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case review, list, watch
    }

    public let kind: Kind
    public let id: String
    /// The film's title, or the list's.
    public let title: String
    /// The film of a review or a watch.
    public let film: FilmReference?
    /// A list's address under its owner's name.
    public let slug: String?

    public init(kind: Kind, id: String, title: String, film: FilmReference? = nil, slug: String? = nil) {
        self.kind = kind
        self.id = id
        self.title = title
        self.film = film
        self.slug = slug
    }
}
