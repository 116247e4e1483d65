public import Foundation

/// Where comments on reviews and lists are kept, each gone with its author's account and with the review or
/// list it is under.
public protocol CommentsRepository: Sendable {
    /// The review (by its watch's id) or the list with the id; nil when neither is there, or it was deleted.
    func subject(_ id: String) async throws -> CommentSubject?

    /// Keeps the member's comment under the review or list unless one of `limits` is reached (they wrote
    /// its count of comments at or after its time): nil then, and nothing is kept, the count and the write
    /// one step. ``CommentError/notFound`` when the review or list went meanwhile.
    func add(_ comment: CommentDraft, within limits: [CommentLimit]) async throws -> Comment?

    /// Rewrites the comment's text; nil when there is no such comment.
    func edit(_ id: Comment.ID, to text: CommentText, at time: Date) async throws -> Comment?

    /// False when there was no such comment.
    func delete(_ id: Comment.ID) async throws -> Bool

    func comment(_ id: Comment.ID) async throws -> Comment?

    /// The comments under the review or list, oldest first, leaving out those of members `viewer` blocked
    /// or was blocked by.
    func comments(
        on subject: CommentSubject, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Comment>
}
