import Foundation
import MoviesDomain

/// A member's lists as programs read them (`/api/lists`), with what the last change said.
public struct ListsDocument: JSONDocument {
    public let state: ListsState

    public init(state: ListsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.objects("lists", state.lists) { json, list in
                json.member("id", list.id.rawValue)
                json.member("title", list.title)
                json.member("slug", list.slug)
                json.member("films", list.filmCount)
                json.member("ranked", list.isRanked)
                json.member("public", list.isPublic)
                json.member("description", list.description)
                json.member("created", list.created.formatted(.iso8601))
                json.member("updated", list.updated.formatted(.iso8601))
            }
            json.member("notice", state.notice)
        }
    }
}
