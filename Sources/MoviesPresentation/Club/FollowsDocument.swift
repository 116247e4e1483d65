import Foundation

/// A list of follows as programs read it (`/api/members/{name}/followers`, `…/following`,
/// `/api/me/blocked`): each member's name, full name and since when, newest first.
public struct FollowsDocument: JSONDocument {
    public let state: FollowsState

    public init(state: FollowsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            if let owner = state.ownerName { json.member("name", owner) }
            json.objects("members", state.rows) { json, row in
                json.member("name", row.name)
                json.member("fullName", row.fullName)
                json.member("givenName", row.givenName)
                json.member("familyName", row.familyName)
                json.member("since", row.since.formatted(.iso8601))
            }
            json.member("page", state.page)
            json.member("totalPages", state.totalPages)
            json.member("totalCount", state.totalCount)
        }
    }
}
