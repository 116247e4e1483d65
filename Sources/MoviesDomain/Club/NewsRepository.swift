public import Foundation

/// When each member last looked at what is new, and what came since: comments by others under their
/// reviews and lists, and offers of watches they were named on. Nothing across a block counts.
public protocol NewsRepository: Sendable {
    /// What came since the member last looked (since ever, for one who never did), each count at most `cap`.
    func news(for member: User.ID, cap: Int) async throws -> News

    /// The newest comments by others under the member's reviews and lists, newest first, and when the
    /// member last looked (nil for never).
    func commentsOnTheirs(of member: User.ID, limit: Int) async throws -> (comments: [Comment], seen: Date?)

    /// The member looked at what is new at `time`.
    func markSeen(by member: User.ID, at time: Date) async throws
}
