import Foundation

extension CommentStrings {
    public static let english = CommentStrings(
        onReview: { "Comments on \($0)’s review of \($1)" },
        onList: { "Comments on \($0)’s list \($1)" },
        count: { $0 == 1 ? "1 comment" : "\($0.formatted()) comments" },
        none: "No comments yet.",
        write: "Your comment",
        post: "Comment",
        edit: "Edit",
        save: "Save",
        delete: "Delete",
        edited: "edited",
        signInToComment: "Sign in to comment.",
        added: "Your comment is there.",
        changed: "Your comment is changed.",
        deleted: "The comment is deleted.",
        empty: "Write something: a comment is 1 to 2,000 characters.",
        tooLong: { "A comment is at most \($0.formatted()) characters." },
        controlCharacter: "A comment has no control characters but line breaks.",
        invisibleCharacter: "A comment has no characters that show nothing (zero-width, filler or tag characters).",
        tooMany: { "You wrote \($0) comments in the last minute, or \($1) in the last day: wait a little." },
        notFound: "There is no such review, list or comment.",
        notYours: "That comment is not yours to change.",
        blockedByYou: { "You blocked \($0): unblock them first to comment on their things." }
    )
}
