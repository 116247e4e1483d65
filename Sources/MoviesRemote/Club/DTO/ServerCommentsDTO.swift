import Foundation
import MoviesDomain

/// A comment as the API writes it.
struct ServerCommentDTO: Decodable, Sendable {
    let id: String
    let on: String
    let kind: String
    let author: String
    let text: String
    let written: String
    let edited: String?

    /// The author is known by name (``ServerClubMember``).
    /// `me`: the signed-in member, whose comments are theirs to edit and delete.
    func toDomain(me: User? = nil) -> Comment? {
        guard let kind = CommentSubject.Kind(rawValue: kind), let name = try? UserName(stored: author),
            let written = try? Date(written, strategy: .iso8601)
        else { return nil }
        return Comment(
            id: Comment.ID(id), subject: on, kind: kind, author: ServerClubMember.id(of: author, me: me),
            authorName: name, text: CommentText(stored: text), written: written,
            edited: edited.flatMap { try? Date($0, strategy: .iso8601) })
    }
}

/// `GET /api/comments?on=`: what the comments are under, the review whole, and a page of them.
struct ServerCommentsDTO: Decodable, Sendable {
    struct SubjectDTO: Decodable, Sendable {
        let id: String
        let kind: String
        let owner: String
        let title: String
        let film: String?
        let slug: String?
    }

    let subject: SubjectDTO
    let review: ServerReviewDTO?
    let count: Int
    let page: Int
    let comments: [ServerCommentDTO]

    func toSubject(me: User? = nil) -> CommentSubject? {
        guard let kind = CommentSubject.Kind(rawValue: subject.kind), let owner = try? UserName(stored: subject.owner)
        else { return nil }
        return CommentSubject(
            id: subject.id, kind: kind, owner: ServerClubMember.id(of: subject.owner, me: me), ownerName: owner,
            title: subject.title, film: subject.film.flatMap { try? FilmReference($0, bareNumbers: .catalog) },
            slug: subject.slug)
    }
}

/// `POST /api/comments`' body, and `PUT /api/comments/{id}`'s (without `on`).
struct ServerCommentDraftDTO: Encodable, Sendable {
    let on: String?
    let text: String
}
