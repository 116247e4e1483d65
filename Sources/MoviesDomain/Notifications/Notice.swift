public import Foundation

/// Something another member did that concerns a member: followed them, commented on their review or list,
/// liked their review, or named them on a watch. Nobody writes a notice: each is read from what was done,
/// so a follow undone, a comment deleted or a like taken back is told no more, and nothing across a block
/// is told at all (``Privacy/seesActivity``).
public struct Notice: Sendable, Equatable, Identifiable {
    public enum Kind: String, Sendable, CaseIterable {
        case followed, commented, liked, named
    }

    public let kind: Kind
    public let actor: User.ID
    /// The actor's name now (it follows a rename).
    public let actorName: UserName
    public let time: Date
    /// What it is about; nil for a follow.
    public let subject: NoticeSubject?
    /// The comment, for one written.
    public let comment: Comment.ID?
    public let text: String?
    /// Whether it came since the member last read their notices.
    public let isUnread: Bool

    public init(
        kind: Kind, actor: User.ID, actorName: UserName, time: Date, subject: NoticeSubject? = nil,
        comment: Comment.ID? = nil, text: String? = nil, isUnread: Bool
    ) {
        self.kind = kind
        self.actor = actor
        self.actorName = actorName
        self.time = time
        self.subject = subject
        self.comment = comment
        self.text = text
        self.isUnread = isUnread
    }

    /// The same for as long as it is told: its kind with the comment, or with the actor and what it is about.
    public var id: String {
        if let comment { return "\(kind.rawValue):\(comment.rawValue)" }
        return [kind.rawValue, actor.rawValue, subject?.id].compactMap { $0 }.joined(separator: ":")
    }
}
