/// The words of comments: the page of a review's or list's comments, the form, and what a change did.
public struct CommentStrings: Sendable {
    /// "Comments on ana's review of Heat", "Comments on ana's list Best of the 70s".
    public let onReview: @Sendable (_ owner: String, _ film: String) -> String
    public let onList: @Sendable (_ owner: String, _ list: String) -> String
    /// "3 comments", beside a review and over the comments.
    public let count: @Sendable (Int) -> String
    public let none: String
    /// The form's label and button.
    public let write: String
    public let post: String
    public let edit: String
    public let save: String
    public let delete: String
    public let edited: String
    /// Where a visitor would write: "Sign in to comment."
    public let signInToComment: String
    public let added: String
    public let changed: String
    public let deleted: String
    /// Why a comment was refused.
    public let empty: String
    public let tooLong: @Sendable (_ maximum: Int) -> String
    public let controlCharacter: String
    public let invisibleCharacter: String
    public let tooMany: @Sendable (_ perMinute: Int, _ perDay: Int) -> String
    public let notFound: String
    public let notYours: String
    public let blockedByYou: @Sendable (_ name: String) -> String
}

extension Strings {
    public var comments: CommentStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
