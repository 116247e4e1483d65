public import MoviesDomain

/// The comments under one review or list (`/reviews/{id}`, a list's page, `/api/comments`, `movies
/// comments`), and writing, editing and deleting them as the member looking (nobody, signed out).
public actor CommentsViewModel {
    private let viewer: User.ID?
    private let comments: CommentsUseCase
    public let strings: Strings
    public private(set) var state = CommentsState()

    public init(viewer: User.ID?, comments: CommentsUseCase, strings: Strings = .english) {
        self.viewer = viewer
        self.comments = comments
        self.strings = strings
    }

    public func didLoad(on id: String, page: PageNumber = .first) async {
        var next = CommentsState()
        do {
            fill(&next, with: try await comments.thread(on: id, seenBy: viewer, page: page))
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    /// One comment, as `changed`, when the member looking sees it.
    public func didFind(_ id: String) async {
        var next = CommentsState()
        do {
            next.changed = try await comments.comment(Comment.ID(id), seenBy: viewer)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    public func didWrite(_ text: String, on id: String) async {
        await change { viewer in
            let comment = try await self.comments.write(text, on: id, by: viewer)
            return (comment, self.strings.comments.added)
        }
    }

    public func didEdit(_ id: String, to text: String) async {
        await change { viewer in
            let comment = try await self.comments.edit(Comment.ID(id), to: text, by: viewer)
            return (comment, self.strings.comments.changed)
        }
    }

    public func didDelete(_ id: String) async {
        await change { viewer in
            try await self.comments.delete(Comment.ID(id), by: viewer)
            return (nil, self.strings.comments.deleted)
        }
    }

    private func change(_ body: @Sendable (User.ID) async throws -> (Comment?, String)) async {
        var next = CommentsState()
        do {
            guard let viewer else {
                let words = strings.comments.signInToComment
                throw ScreenFailure(kind: .unauthorized, code: "sign_in_required", message: words, detail: words)
            }
            (next.changed, next.notice) = try await body(viewer)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    private func fill(_ state: inout CommentsState, with thread: CommentThread) {
        let words = strings.comments
        let subject = thread.subject
        state.thread = thread
        state.heading =
            subject.kind == .review
            ? words.onReview(subject.ownerName.text, subject.title)
            : words.onList(subject.ownerName.text, subject.title)
        state.rows = thread.comments.items.map { comment in
            CommentsState.Row(
                comment: comment, authorName: comment.authorName.text, text: comment.text.description,
                dateText: ReviewItemViewModel.dayText(comment.written, strings: strings),
                isEdited: comment.edited != nil, mayEdit: comment.author == viewer,
                mayDelete: viewer != nil && (comment.author == viewer || subject.owner == viewer))
        }
        let count = thread.comments.totalCount
        state.countText = count == 0 ? words.none : words.count(count)
        state.page = thread.comments.page
        state.totalPages = thread.comments.totalPages
        state.mayWrite = viewer != nil
    }
}
