public import Foundation

/// What a member said under a review or a list: its text, who wrote it and when, and where.
public struct Comment: Sendable, Identifiable, Equatable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public let id: ID
    /// The review's id (its watch's) or the list's.
    public let subject: String
    /// Whether it is under a review or a list.
    public let kind: CommentSubject.Kind
    public let author: User.ID
    /// The author's name now (it follows a rename).
    public let authorName: UserName
    public let text: CommentText
    public let written: Date
    /// When it was last rewritten; nil if never.
    public let edited: Date?

    public init(
        id: ID, subject: String, kind: CommentSubject.Kind, author: User.ID, authorName: UserName, text: CommentText,
        written: Date,
        edited: Date? = nil
    ) {
        self.id = id
        self.subject = subject
        self.kind = kind
        self.author = author
        self.authorName = authorName
        self.text = text
        self.written = written
        self.edited = edited
    }
}
