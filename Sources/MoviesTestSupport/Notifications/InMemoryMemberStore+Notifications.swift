public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: NotificationsRepository {
    public func unreadNotices(for member: User.ID, cap: Int) async throws -> Int {
        let read = noticesRead[member] ?? Date(timeIntervalSince1970: 0)
        return min(cap, try await allNotices(for: member).count { $0.time > read })
    }

    public func notices(for member: User.ID, page: PageNumber, pageSize: Int) async throws -> NoticesPage {
        let all = try await allNotices(for: member)
        return NoticesPage(
            notices: Paged(
                items: Array(all.dropFirst((page.value - 1) * pageSize).prefix(pageSize)), page: page.value,
                pageSize: pageSize, totalCount: all.count),
            unread: all.count(where: \.isUnread))
    }

    public func markNoticesRead(by member: User.ID, at time: Date) async throws {
        guard accounts[member] != nil else { throw AccountError.notFound }
        noticesRead[member] = time
    }

    /// Every notice of the member, newest first, as the stores' one query reads them.
    private func allNotices(for member: User.ID) async throws -> [Notice] {
        let read = noticesRead[member] ?? Date(timeIntervalSince1970: 0)
        var found: [(kind: Notice.Kind, actor: User.ID, time: Date, subject: NoticeSubject?, comment: Comment?)] = []
        for (pair, since) in follows where pair.to == member { found.append((.followed, pair.from, since, nil, nil)) }
        for comment in comments.values where comment.author != member {
            guard let subject = try await subject(comment.subject), subject.owner == member else { continue }
            let kind: NoticeSubject.Kind = subject.kind == .review ? .review : .list
            let about = NoticeSubject(
                kind: kind, id: subject.id, title: subject.title, film: subject.film, slug: subject.slug)
            found.append((.commented, comment.author, comment.written, about, comment))
        }
        for (id, likes) in reviewLikes {
            guard let watch = watches[id], watch.member == member else { continue }
            let about = NoticeSubject(
                kind: .review, id: id.rawValue, title: watch.film.title, film: watch.film.reference)
            for (liker, time) in likes where liker != member { found.append((.liked, liker, time, about, nil)) }
        }
        for (id, named) in companions {
            guard let offer = named[member], let watch = watches[id] else { continue }
            let about = NoticeSubject(
                kind: .watch, id: id.rawValue, title: watch.film.title, film: watch.film.reference)
            found.append((.named, watch.member, offer.offered, about, nil))
        }
        return found.compactMap { kind, actor, time, subject, comment -> Notice? in
            guard !isBlocked(member, actor), let name = accounts[actor]?.user.name else { return nil }
            return Notice(
                kind: kind, actor: actor, actorName: name, time: time, subject: subject, comment: comment?.id,
                text: comment?.text.description, isUnread: time > read)
        }
        .sorted {
            ($0.time, $1.kind.rawValue, $1.actor.rawValue, $1.subject?.id ?? "") > (
                $1.time, $0.kind.rawValue, $0.actor.rawValue, $0.subject?.id ?? ""
            )
        }
    }
}
