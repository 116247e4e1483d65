public import Foundation

/// A comment about to be kept: its new id, what it is under, its author, its words and when.
public struct CommentDraft: Sendable, Equatable {
    public let id: Comment.ID
    public let subject: CommentSubject
    public let author: User.ID
    public let text: CommentText
    public let written: Date

    public init(id: Comment.ID = .make(), subject: CommentSubject, author: User.ID, text: CommentText, written: Date) {
        self.id = id
        self.subject = subject
        self.author = author
        self.text = text
        self.written = written
    }
}
