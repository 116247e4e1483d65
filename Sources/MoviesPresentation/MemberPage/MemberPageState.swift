/// What a member's public page shows: who they are, since when, and a page of their reviews, all
/// worded for the screen.
public struct MemberPageState: Sendable {
    /// As they write it: "Ada Lovelace", or their name when they gave no full name.
    public var fullName = ""
    public var name = ""
    /// "@ada · Joined 3 March 2026".
    public var byline = ""
    /// "Reviews by ada".
    public var reviewsHeading = ""
    /// "ada has not reviewed a film yet.", when the page has none.
    public var emptyText: String?
    public var reviews: [ReviewItemViewModel] = []
    public var page = 0
    public var totalPages = 0
    public var failure: ScreenFailure?

    public init() {}
}
