import Foundation
import MoviesDomain

/// A review's or list's comments as programs read them (`GET /api/comments?on=`, `movies comments --json`):
/// what they are under (the review whole), then a page of them, oldest first.
public struct CommentsDocument: JSONDocument {
    public let state: CommentsState

    public init(state: CommentsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            guard let thread = state.thread else { return }
            let subject = thread.subject
            json.key("subject")
            json.object { json in
                json.member("id", subject.id)
                json.member("kind", subject.kind.rawValue)
                json.member("owner", subject.ownerName.text)
                json.member("title", subject.title)
                json.member("film", subject.film?.description)
                json.member("slug", subject.slug)
            }
            if let review = thread.review {
                json.key("review")
                ReviewDocument(review).write(to: &json)
            }
            json.member("count", thread.comments.totalCount)
            json.member("page", state.page)
            json.member("totalPages", state.totalPages)
            json.objects("comments", state.rows) { json, row in
                CommentDocument(row.comment).write(members: &json)
                json.member("mayEdit", row.mayEdit)
                json.member("mayDelete", row.mayDelete)
            }
        }
    }
}
