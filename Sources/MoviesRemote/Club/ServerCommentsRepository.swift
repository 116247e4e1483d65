public import Foundation
import MoviesAPI
public import MoviesDomain

/// Comments on a Movies server (`/api/comments`): the server applies its own rules (``Privacy``, blocks,
/// its limit of a minute) before it answers, so what it refuses is refused here with its words.
public struct ServerCommentsRepository: CommentsRepository {
    let client: MoviesServerClient
    /// Who the token acts for, asked once for every part of the container that needs it.
    let members: ServerMemberStore

    public init(client: MoviesServerClient, members: ServerMemberStore) {
        self.client = client
        self.members = members
    }

    public func subject(_ id: String) async throws -> CommentSubject? {
        try await thread(on: id, page: .first)?.toSubject(me: await signedIn())
    }

    /// The server counts the comments itself: its 429 is a limit reached.
    public func add(_ comment: CommentDraft, within limits: [CommentLimit]) async throws -> Comment? {
        do {
            let answer: ServerCommentDTO = try await client.send(
                .make(.addComment), json: ServerCommentDraftDTO(on: comment.subject.id, text: comment.text.description)
            )
            return try decoded(answer, me: await signedIn())
        } catch MoviesServerError.refused(status: 429, _, _) {
            return nil
        } catch MoviesServerError.refused(status: 404, _, _) {
            throw CommentError.notFound
        }
    }

    public func edit(_ id: Comment.ID, to text: CommentText, at time: Date) async throws -> Comment? {
        let answer: ServerCommentDTO? = try await client.absentIfNotFound {
            try await client.send(
                .make(.editComment, id.rawValue), json: ServerCommentDraftDTO(on: nil, text: text.description))
        }
        let me = await signedIn()
        return try answer.map { try decoded($0, me: me) }
    }

    public func delete(_ id: Comment.ID) async throws -> Bool {
        try await client.sendUnlessNotFound(.make(.deleteComment, id.rawValue))
    }

    public func comment(_ id: Comment.ID) async throws -> Comment? {
        let answer: ServerCommentDTO? = try await client.absentIfNotFound {
            try await client.get(.make(.getComment, id.rawValue))
        }
        let me = await signedIn()
        return try answer.map { try decoded($0, me: me) }
    }

    public func comments(
        on subject: CommentSubject, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Comment>
    {
        guard let answer = try await thread(on: subject.id, page: page) else { throw CommentError.notFound }
        let me = await signedIn()
        return Paged(
            items: answer.comments.compactMap { $0.toDomain(me: me) }, page: answer.page, pageSize: pageSize,
            totalCount: answer.count)
    }

    /// The review a thread is under, whole: what `/reviews/{id}` shows.
    func review(_ watch: Watch.ID) async throws -> Review? {
        try await thread(on: watch.rawValue, page: .first)?.review?.toDomain()
    }

    private func thread(on id: String, page: PageNumber) async throws -> ServerCommentsDTO? {
        try await client.absentIfNotFound {
            try await client.get(.make(.listComments), query: [("on", id), ("page", String(page.value))])
        }
    }

    /// The member the token acts for, known to the screens by id: nil for nobody.
    private func signedIn() async -> User? {
        try? await members.signedInMember()
    }

    private func decoded(_ answer: ServerCommentDTO, me: User?) throws -> Comment {
        guard let comment = answer.toDomain(me: me) else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a comment it cannot read")
        }
        return comment
    }
}
