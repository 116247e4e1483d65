public import MoviesDomain

/// A review's or list's comments as a screen shows them, with what the last change did.
public struct CommentsState: Sendable {
    /// One comment, with what the member looking may do to it.
    public struct Row: Sendable, Equatable {
        public let comment: Comment
        public let authorName: String
        public let text: String
        /// The day it was written, in the screen's language.
        public let dateText: String
        public let isEdited: Bool
        /// Its author may edit it.
        public let mayEdit: Bool
        /// Its author, and the owner of what it is under, may delete it.
        public let mayDelete: Bool
    }

    public var thread: CommentThread?
    /// "Comments on ana's review of Heat".
    public var heading: String?
    public var rows: [Row] = []
    /// "3 comments", or that there are none.
    public var countText: String?
    public var page = 1
    public var totalPages = 1
    /// Whether the member looking may write one (signed in, and not refused by a block).
    public var mayWrite = false
    /// What the last change did: "Your comment is there."
    public var notice: String?
    /// The comment the last change made or changed.
    public var changed: Comment?
    public var failure: ScreenFailure?

    public init() {}
}
