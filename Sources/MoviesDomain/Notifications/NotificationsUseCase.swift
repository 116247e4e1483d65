public import Foundation

/// A member's notices: counted for the header, read a page at a time (which, for a reader, marks them
/// read), and marked read by a program when it says so.
public struct NotificationsUseCase: Sendable {
    /// The most a count says (the header shows "99+" past it).
    public static let cap = 99
    public static let pageSize = 30

    private let notices: any NotificationsRepository
    private let now: @Sendable () -> Date

    public init(notices: any NotificationsRepository, now: @escaping @Sendable () -> Date = { Date() }) {
        self.notices = notices
        self.now = now
    }

    public func unreadCount(for member: User.ID) async throws -> Int {
        try await notices.unreadNotices(for: member, cap: Self.cap)
    }

    /// A page of the member's notices, newest first; with `markingRead` (a reader's page), none of those
    /// there now is unread after. A page past the last is
    /// ``SearchMoviesError/pageBeyondLast(page:lastPage:)``.
    public func page(_ page: PageNumber, for member: User.ID, markingRead: Bool) async throws -> NoticesPage {
        let time = now()
        let found = try await notices.notices(for: member, page: page, pageSize: Self.pageSize)
        if page.value > found.notices.totalPages {
            throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: found.notices.totalPages)
        }
        if markingRead { try await notices.markNoticesRead(by: member, at: time) }
        return found
    }

    public func markRead(by member: User.ID) async throws {
        try await notices.markNoticesRead(by: member, at: now())
    }
}
