public import Foundation

/// What is new for a member: counted for the header, read whole on its page (which marks it seen), each
/// comment with the review or list it is under.
public struct NewsUseCase: Sendable {
    /// The most a count says (the header shows "99+" past it).
    public static let cap = 99
    /// The most comments the page lists.
    public static let listed = 30

    private let news: any NewsRepository
    private let comments: any CommentsRepository
    private let now: @Sendable () -> Date

    public init(
        news: any NewsRepository, comments: any CommentsRepository, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.news = news
        self.comments = comments
        self.now = now
    }

    public func count(for member: User.ID) async throws -> News {
        try await news.news(for: member, cap: Self.cap)
    }

    /// The newest comments under the member's things, those since they last looked marked new; with
    /// `markingSeen`, from now on nothing of it is new (a reader's page; a program says so apart).
    public func read(for member: User.ID, markingSeen: Bool) async throws -> [NewsItem] {
        let time = now()
        let (found, seen) = try await news.commentsOnTheirs(of: member, limit: Self.listed)
        var subjects: [String: CommentSubject] = [:]
        var items: [NewsItem] = []
        for comment in found {
            if subjects[comment.subject] == nil {
                subjects[comment.subject] = try await comments.subject(comment.subject)
            }
            guard let subject = subjects[comment.subject] else { continue }
            items.append(NewsItem(comment: comment, subject: subject, isNew: seen.map { comment.written > $0 } ?? true))
        }
        if markingSeen { try await news.markSeen(by: member, at: time) }
        return items
    }

    /// The member looked at what is new: nothing of it is new from now on.
    public func markSeen(by member: User.ID) async throws {
        try await news.markSeen(by: member, at: now())
    }
}
