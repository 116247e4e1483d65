public import Foundation

/// A member's notices, read from what members did (follows, comments, likes, watches named on), and when
/// the member last read them. Nothing across a block is a notice.
public protocol NotificationsRepository: Sendable {
    /// How many came since the member last read them (all, for one who never did), at most `cap`.
    func unreadNotices(for member: User.ID, cap: Int) async throws -> Int

    /// A page of the member's notices, newest first, those since they last read them unread; with how many
    /// of all are.
    func notices(for member: User.ID, page: PageNumber, pageSize: Int) async throws -> NoticesPage

    /// The member read their notices at `time`: none before it is unread from now on.
    func markNoticesRead(by member: User.ID, at time: Date) async throws
}
