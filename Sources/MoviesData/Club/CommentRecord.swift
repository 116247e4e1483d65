import Foundation
public import MoviesDomain

/// A comment as a store reads it back, with its author's current name; the SQL both stores speak.
public struct CommentRecord: Sendable {
    /// The columns of a record, in this order; a store adds its `WHERE`.
    public static let select = """
        SELECT c.id, coalesce(c.review_id, c.list_id),
            CASE WHEN c.review_id IS NULL THEN 'list' ELSE 'review' END,
            c.author_id, a.name, c.body, c.written, c.edited
        FROM comment c JOIN account a ON a.id = c.author_id
        """

    /// The column a comment under a subject of the kind names it by.
    public static func column(of kind: CommentSubject.Kind) -> String {
        kind == .review ? "review_id" : "list_id"
    }

    public let id: String
    public let subject: String
    public let kind: String
    public let author: String
    public let authorName: String
    public let body: String
    public let written: Double
    public let edited: Double?

    public init(
        id: String, subject: String, kind: String, author: String, authorName: String, body: String, written: Double,
        edited: Double?
    ) {
        self.id = id
        self.subject = subject
        self.kind = kind
        self.author = author
        self.authorName = authorName
        self.body = body
        self.written = written
        self.edited = edited
    }

    /// Nil for a row no version of Movies writes.
    public func toDomain() -> Comment? {
        guard let kind = CommentSubject.Kind(rawValue: kind), let name = try? UserName(stored: authorName) else {
            return nil
        }
        return Comment(
            id: Comment.ID(id), subject: subject, kind: kind, author: User.ID(author), authorName: name,
            text: CommentText(stored: body), written: Date(timeIntervalSince1970: written),
            edited: edited.map(Date.init(timeIntervalSince1970:)))
    }
}

extension CommentRecord {
    /// Who owns what each comment is under: filled in for comments written before it was kept.
    public static let ownersOfComments = """
        UPDATE comment SET owner_id = coalesce(
            (SELECT w.account_id FROM watch w WHERE w.id = comment.review_id),
            (SELECT l.account_id FROM film_list l WHERE l.id = comment.list_id))
        """
}
