/// A page of a member's notices, with how many of all of them are unread.
public struct NoticesPage: Sendable, Equatable {
    public let notices: Paged<Notice>
    public let unread: Int

    public init(notices: Paged<Notice>, unread: Int) {
        self.notices = notices
        self.unread = unread
    }
}
