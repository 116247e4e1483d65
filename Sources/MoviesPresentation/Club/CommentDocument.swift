import Foundation
public import MoviesDomain

/// A comment as programs read it (`/api/comments`, `movies comments --json`).
public struct CommentDocument: JSONDocument {
    public let comment: Comment

    public init(_ comment: Comment) {
        self.comment = comment
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in write(members: &json) }
    }

    func write(members json: inout JSONWriter) {
        json.member("id", comment.id.rawValue)
        // The review's (its watch's) or the list's id, and which of the two it is.
        json.member("on", comment.subject)
        json.member("kind", comment.kind.rawValue)
        json.member("author", comment.authorName.text)
        json.member("text", comment.text.description)
        json.member("written", comment.written.formatted(.iso8601))
        json.member("edited", comment.edited?.formatted(.iso8601))
    }
}
