/// A page of a list of follows: a member's followers, whom they follow, or whom the viewer blocked.
public struct FollowsState: Sendable {
    /// "Followers of ana".
    public var heading = ""
    /// The member whose list it is, as the store names them; nil for one's blocked members.
    public var ownerName: String?
    public var rows: [FollowRow] = []
    /// "Nobody follows ana yet.", when the list has none.
    public var emptyText: String?
    public var page = 1
    public var totalPages = 1
    public var totalCount = 0
    public var failure: ScreenFailure?

    public init() {}
}
