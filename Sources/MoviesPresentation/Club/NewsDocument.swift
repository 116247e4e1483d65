import Foundation
import MoviesDomain

/// What is new for a member as programs read it (`/api/news`, `movies news --json`): the counts since
/// they last looked, and the newest comments under their reviews and lists.
public struct NewsDocument: JSONDocument {
    public let state: NewsState

    public init(state: NewsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("comments", state.count.comments)
            json.member("offers", state.count.offers)
            json.objects("items", state.rows) { json, row in
                json.member("new", row.item.isNew)
                json.member("heading", row.heading)
                json.key("comment")
                json.object { json in CommentDocument(row.item.comment).write(members: &json) }
                json.key("subject")
                json.object { json in
                    json.member("id", row.item.subject.id)
                    json.member("kind", row.item.subject.kind.rawValue)
                    json.member("title", row.item.subject.title)
                    json.member("film", row.item.subject.film?.description)
                    json.member("slug", row.item.subject.slug)
                }
            }
        }
    }
}
