/// What a comment is under: a review (its id its watch's) or a list, with whose it is and what it is
/// called, so a page of comments says what they are about.
public struct CommentSubject: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case review, list
    }

    public let id: String
    public let kind: Kind
    public let owner: User.ID
    public let ownerName: UserName
    /// The film's title for a review, the list's for a list.
    public let title: String
    /// A list's visibility; a review is as public as its author's other activity.
    public let isPublic: Bool
    /// The film reviewed; nil for a list.
    public let film: FilmReference?
    /// The list's address under its owner's name; nil for a review.
    public let slug: String?

    public init(
        id: String, kind: Kind, owner: User.ID, ownerName: UserName, title: String, isPublic: Bool = true,
        film: FilmReference? = nil, slug: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.owner = owner
        self.ownerName = ownerName
        self.title = title
        self.isPublic = isPublic
        self.film = film
        self.slug = slug
    }
}
