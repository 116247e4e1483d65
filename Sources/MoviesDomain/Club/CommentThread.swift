/// A review or list with a page of the comments under it: what a page of comments shows.
public struct CommentThread: Sendable, Equatable {
    public let subject: CommentSubject
    /// The review whole, when the comments are under one.
    public let review: Review?
    public let comments: Paged<Comment>

    public init(subject: CommentSubject, review: Review?, comments: Paged<Comment>) {
        self.subject = subject
        self.review = review
        self.comments = comments
    }
}
