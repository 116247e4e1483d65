/// What a follow, unfollow, block or unblock did, as programs read it: the member's name, whether
/// anything changed, and the sentence that says so.
public struct FollowChangeDocument: JSONDocument {
    public let state: FollowViewModel.State

    public init(state: FollowViewModel.State) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("name", state.name)
            json.member("changed", state.changed)
            json.member("notice", state.notice)
        }
    }
}
