import Foundation
import MoviesDomain

/// `#/components/schemas/Notifications`.
struct ServerNotificationsDTO: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        struct Subject: Decodable, Sendable {
            let kind: String
            let id: String
            let title: String
            let film: String?
            let slug: String?
        }

        struct Said: Decodable, Sendable {
            let id: String
            let text: String
        }

        let kind: String
        let from: String
        let at: String
        let unread: Bool
        let subject: Subject?
        let comment: Said?

        /// The server names the actor; their id stays there, so a client's notice carries the name for both.
        func toDomain() -> Notice? {
            guard let kind = Notice.Kind(rawValue: kind), let name = try? UserName(stored: from),
                let time = try? Date(at, strategy: .iso8601)
            else { return nil }
            let about = subject.flatMap { subject in
                NoticeSubject.Kind(rawValue: subject.kind).map {
                    NoticeSubject(
                        kind: $0, id: subject.id, title: subject.title,
                        film: subject.film.flatMap { try? FilmReference($0) }, slug: subject.slug)
                }
            }
            return Notice(
                kind: kind, actor: User.ID(from), actorName: name, time: time, subject: about,
                comment: comment.map { Comment.ID(rawValue: $0.id) }, text: comment?.text, isUnread: unread)
        }
    }

    let unread: Int
    let page: Int
    let totalCount: Int
    let notifications: [Item]

    func toDomain(pageSize: Int) -> NoticesPage {
        NoticesPage(
            notices: Paged(
                items: notifications.compactMap { $0.toDomain() }, page: page, pageSize: pageSize,
                totalCount: totalCount),
            unread: unread)
    }
}
