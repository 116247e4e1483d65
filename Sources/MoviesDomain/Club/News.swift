/// What is new for a member since they last looked: comments others wrote under their reviews and lists,
/// and watches they were named on that wait for an answer. Each count stops at ``NewsRepository``'s cap.
public struct News: Sendable, Equatable {
    public var comments: Int
    public var offers: Int

    public init(comments: Int = 0, offers: Int = 0) {
        self.comments = comments
        self.offers = offers
    }

    public var total: Int { comments + offers }
    public static let none = News()
}
