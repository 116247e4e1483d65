public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: CommentsRepository {
    public func subject(_ id: String) async throws -> CommentSubject? {
        if let watch = watches[Watch.ID(id)], watch.review != nil, let owner = accounts[watch.member]?.user {
            return CommentSubject(
                id: id, kind: .review, owner: owner.id, ownerName: owner.name, title: watch.film.title,
                film: watch.film.reference)
        }
        if let list = filmLists[FilmList.ID(id)]?.list, let owner = accounts[list.owner]?.user,
            deletedLists[list.owner] != list.id
        {
            return CommentSubject(
                id: id, kind: .list, owner: owner.id, ownerName: owner.name, title: list.details.title,
                isPublic: list.details.isPublic, slug: list.slug)
        }
        return nil
    }

    public func add(_ draft: CommentDraft, within limits: [CommentLimit]) async throws -> Comment? {
        guard let author = accounts[draft.author]?.user else { throw AccountError.notFound }
        guard try await subject(draft.subject.id) != nil else { throw CommentError.notFound }
        for limit in limits {
            let recent = comments.values.count { $0.author == draft.author && $0.written >= limit.since }
            guard recent < limit.count else { return nil }
        }
        let comment = Comment(
            id: draft.id, subject: draft.subject.id, kind: draft.subject.kind, author: draft.author,
            authorName: author.name, text: draft.text, written: draft.written)
        comments[comment.id] = comment
        return comment
    }

    public func edit(_ id: Comment.ID, to text: CommentText, at time: Date) async throws -> Comment? {
        guard let comment = try await self.comment(id) else { return nil }
        comments[id] = Comment(
            id: id, subject: comment.subject, kind: comment.kind, author: comment.author,
            authorName: comment.authorName, text: text, written: comment.written, edited: time)
        return comments[id]
    }

    public func delete(_ id: Comment.ID) async throws -> Bool {
        comments.removeValue(forKey: id) != nil
    }

    public func comment(_ id: Comment.ID) async throws -> Comment? {
        guard let comment = comments[id], try await subject(comment.subject) != nil else { return nil }
        return named(comment)
    }

    public func comments(
        on subject: CommentSubject, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Comment>
    {
        let shown = comments.values.filter { comment in
            comment.subject == subject.id && viewer.map { !isBlocked($0, comment.author) } ?? true
        }
        let ordered = oldestFirst(shown).map(named)
        let start = min(ordered.count, (page.value - 1) * pageSize)
        return Paged(
            items: Array(ordered[start..<min(ordered.count, start + pageSize)]), page: page.value, pageSize: pageSize,
            totalCount: ordered.count)
    }

    public func comments(by author: User.ID) async throws -> [Comment] {
        var written: [Comment] = []
        for comment in comments.values where comment.author == author {
            if try await subject(comment.subject) != nil { written.append(named(comment)) }
        }
        return oldestFirst(written)
    }

    private func oldestFirst(_ comments: [Comment]) -> [Comment] {
        comments.sorted { ($0.written, $0.id.rawValue) < ($1.written, $1.id.rawValue) }
    }

    /// The comment with its author's name now.
    private func named(_ comment: Comment) -> Comment {
        Comment(
            id: comment.id, subject: comment.subject, kind: comment.kind, author: comment.author,
            authorName: accounts[comment.author]?.user.name ?? comment.authorName, text: comment.text,
            written: comment.written, edited: comment.edited)
    }
}
