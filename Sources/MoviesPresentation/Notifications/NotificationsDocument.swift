import Foundation
import MoviesDomain

/// A page of a member's notifications as programs read them (`/api/notifications`, `movies notifications
/// --json`), newest first.
public struct NotificationsDocument: JSONDocument {
    public let state: NotificationsState

    public init(state: NotificationsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("unread", state.unread)
            json.member("page", state.page)
            json.member("totalPages", state.totalPages)
            json.member("totalCount", state.totalCount)
            json.objects("notifications", state.rows) { json, row in
                let notice = row.notice
                json.member("id", notice.id)
                json.member("kind", notice.kind.rawValue)
                json.member("from", notice.actorName.text)
                json.member("at", notice.time.formatted(.iso8601))
                json.member("unread", notice.isUnread)
                json.member("text", row.text)
                if let subject = notice.subject {
                    json.object("subject") { json in
                        json.member("kind", subject.kind.rawValue)
                        json.member("id", subject.id)
                        json.member("title", subject.title)
                        json.member("film", subject.film?.description)
                        json.member("slug", subject.slug)
                    }
                }
                if let comment = notice.comment {
                    json.object("comment") { json in
                        json.member("id", comment.rawValue)
                        json.member("text", notice.text)
                    }
                }
            }
        }
    }
}
