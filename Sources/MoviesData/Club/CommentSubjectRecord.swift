public import MoviesDomain

/// A review or list a comment may be under, as a store reads it back, and the SQL both stores speak.
public struct CommentSubjectRecord: Sendable {
    /// The review or the list whose id is the store's `parameter` (`?1`, `$1`): a review is there while its
    /// watch is, a list until it is deleted.
    public static func select(_ parameter: String) -> String {
        """
        SELECT 'review', r.watch_id, r.account_id, a.name, r.film_title, TRUE, r.film, NULL
        FROM review r JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL JOIN account a ON a.id = r.account_id
        WHERE r.watch_id = \(parameter)
        UNION ALL
        SELECT 'list', l.id, l.account_id, a.name, l.title, l.public, NULL, l.slug
        FROM film_list l JOIN account a ON a.id = l.account_id
        WHERE l.id = \(parameter) AND l.deleted IS NULL
        """
    }

    public let kind: String
    public let id: String
    public let owner: String
    public let ownerName: String
    public let title: String
    public let isPublic: Bool
    public let film: String?
    public let slug: String?

    public init(
        kind: String, id: String, owner: String, ownerName: String, title: String, isPublic: Bool, film: String?,
        slug: String?
    ) {
        self.kind = kind
        self.id = id
        self.owner = owner
        self.ownerName = ownerName
        self.title = title
        self.isPublic = isPublic
        self.film = film
        self.slug = slug
    }

    public func toDomain() -> CommentSubject? {
        guard let kind = CommentSubject.Kind(rawValue: kind), let name = try? UserName(stored: ownerName) else {
            return nil
        }
        return CommentSubject(
            id: id, kind: kind, owner: User.ID(owner), ownerName: name, title: title, isPublic: isPublic,
            film: film.flatMap { try? FilmReference($0) }, slug: slug)
    }
}
