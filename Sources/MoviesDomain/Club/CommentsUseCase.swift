public import Foundation

/// Comments under reviews and lists: read as ``Privacy`` lets the viewer see the review or list, written by
/// a member signed in (at most 30 a minute and 300 a day), edited by their author, deleted by their author or by the
/// owner of what they are under.
public struct CommentsUseCase: Sendable {
    public static let pageSize = 50
    public static let perMinute = 30
    public static let perDay = 300

    private let comments: any CommentsRepository
    private let reviews: any ReviewsRepository
    private let follows: any FollowsRepository
    private let diary: any DiaryRepository
    private let now: @Sendable () -> Date

    public init(
        comments: any CommentsRepository, reviews: any ReviewsRepository, follows: any FollowsRepository,
        diary: any DiaryRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.comments = comments
        self.reviews = reviews
        self.follows = follows
        self.diary = diary
        self.now = now
    }

    /// The review or list with the id (the review whole) and a page of its comments, oldest first.
    public func thread(on id: String, seenBy viewer: User.ID?, page: PageNumber = .first) async throws -> CommentThread
    {
        let subject = try await shownSubject(id, to: viewer)
        let review = subject.kind == .review ? try await reviews.review(Watch.ID(subject.id)) : nil
        let page = try await comments.comments(on: subject, seenBy: viewer, page: page, pageSize: Self.pageSize)
        return CommentThread(subject: subject, review: review, comments: page)
    }

    public func write(_ text: String, on id: String, by author: User.ID) async throws -> Comment {
        let text = try CommentText(text)
        guard let subject = try await comments.subject(id) else { throw CommentError.notFound }
        let privacy = try await Privacy.between(author, subject.owner, follows: follows, diary: diary)
        guard privacy.seesMember else { throw CommentError.notFound }
        if privacy.standing.blocks { throw CommentError.blockedByYou(subject.ownerName.text) }
        guard privacy.sees(subject) else { throw CommentError.notFound }
        let time = now()
        let draft = CommentDraft(subject: subject, author: author, text: text, written: time)
        let limits = [
            CommentLimit(count: Self.perMinute, since: time.addingTimeInterval(-60)),
            CommentLimit(count: Self.perDay, since: time.addingTimeInterval(-86_400)),
        ]
        guard let comment = try await comments.add(draft, within: limits) else {
            throw CommentError.tooMany(perMinute: Self.perMinute, perDay: Self.perDay)
        }
        return comment
    }

    /// The comment, when the viewer sees it and what it is under.
    public func comment(_ id: Comment.ID, seenBy viewer: User.ID?) async throws -> Comment {
        try await shownComment(id, to: viewer).comment
    }

    /// Rewrites the member's own comment.
    public func edit(_ id: Comment.ID, to text: String, by author: User.ID) async throws -> Comment {
        let text = try CommentText(text)
        let (comment, _) = try await shownComment(id, to: author)
        guard comment.author == author else { throw CommentError.notYours }
        guard let edited = try await comments.edit(id, to: text, at: now()) else { throw CommentError.notFound }
        return edited
    }

    /// Deletes a comment of the member's, or one under their review or list.
    public func delete(_ id: Comment.ID, by member: User.ID) async throws {
        let (comment, subject) = try await shownComment(id, to: member, ownerSeesAll: true)
        guard comment.author == member || subject.owner == member else { throw CommentError.notYours }
        guard try await comments.delete(id) else { throw CommentError.notFound }
    }

    private func shownSubject(_ id: String, to viewer: User.ID?) async throws -> CommentSubject {
        guard let subject = try await comments.subject(id),
            try await Privacy.between(viewer, subject.owner, follows: follows, diary: diary).sees(subject)
        else { throw CommentError.notFound }
        return subject
    }

    /// The comment, when the viewer sees it and what it is under: not one of a member blocked either way,
    /// unless `ownerSeesAll` and the viewer owns what it is under (an owner deletes any comment there).
    private func shownComment(
        _ id: Comment.ID, to viewer: User.ID?, ownerSeesAll: Bool = false
    ) async throws -> (comment: Comment, subject: CommentSubject) {
        guard let comment = try await comments.comment(id) else { throw CommentError.notFound }
        let subject = try await shownSubject(comment.subject, to: viewer)
        if let viewer, comment.author != viewer, !(ownerSeesAll && subject.owner == viewer) {
            let standing = try await follows.standing(of: viewer, toward: comment.author)
            if standing.blocks || standing.blockedBy { throw CommentError.notFound }
        }
        return (comment, subject)
    }
}
