public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: NewsRepository {
    public func news(for member: User.ID, cap: Int) async throws -> News {
        let seen = newsSeen[member] ?? Date(timeIntervalSince1970: 0)
        let comments = try await commentsOnTheirs(of: member, limit: .max).comments.filter { $0.written > seen }
        let offers = try await self.offers(to: member).filter { offer in
            (companions[offer.id]?[member]?.offered ?? seen) > seen
        }
        return News(comments: min(cap, comments.count), offers: min(cap, offers.count))
    }

    public func commentsOnTheirs(of member: User.ID, limit: Int) async throws -> (comments: [Comment], seen: Date?) {
        var theirs: [Comment] = []
        for comment in comments.values where comment.author != member && !isBlocked(member, comment.author) {
            if try await subject(comment.subject)?.owner == member { theirs.append(comment) }
        }
        let newest = theirs.sorted { ($0.written, $0.id.rawValue) > ($1.written, $1.id.rawValue) }
        return (Array(newest.prefix(limit)), newsSeen[member])
    }

    public func markSeen(by member: User.ID, at time: Date) async throws {
        guard accounts[member] != nil else { throw AccountError.notFound }
        newsSeen[member] = time
    }
}
