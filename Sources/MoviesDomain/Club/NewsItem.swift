/// A comment another member wrote under a member's review or list, with what it is under and whether it
/// came since the member last looked.
public struct NewsItem: Sendable, Equatable {
    public let comment: Comment
    public let subject: CommentSubject
    public let isNew: Bool

    public init(comment: Comment, subject: CommentSubject, isNew: Bool) {
        self.comment = comment
        self.subject = subject
        self.isNew = isNew
    }
}
