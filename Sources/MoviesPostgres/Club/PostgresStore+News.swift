public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let newsCountsQuery = NewsRecord.counts(.postgres)
    static let newsCommentsQuery = NewsRecord.commentsOnTheirs(.postgres)

    public func news(for member: User.ID, cap: Int) async throws -> News {
        let logger = logger
        var binds = Self.binds(member.rawValue)
        binds.append(cap)
        let query = PostgresQuery(unsafeSQL: Self.newsCountsQuery, binds: binds)
        return try await access { connection in
            for try await (comments, offers) in try await connection.query(query, logger: logger).decode(
                (Int, Int).self)
            {
                return News(comments: comments, offers: offers)
            }
            return News.none
        }
    }

    public func commentsOnTheirs(of member: User.ID, limit: Int) async throws -> (comments: [Comment], seen: Date?) {
        let logger = logger
        var binds = Self.binds(member.rawValue)
        binds.append(limit)
        let query = PostgresQuery(unsafeSQL: Self.newsCommentsQuery, binds: binds)
        let seenQuery = PostgresQuery(unsafeSQL: NewsRecord.seen(.postgres), binds: Self.binds(member.rawValue))
        return try await access { connection in
            var comments: [Comment] = []
            for try await row in try await connection.query(query, logger: logger) {
                let c = try row.decode((String, String, String, String, String, String, Double, Double?).self)
                let record = CommentRecord(
                    id: c.0, subject: c.1, kind: c.2, author: c.3, authorName: c.4, body: c.5, written: c.6,
                    edited: c.7)
                if let comment = record.toDomain() { comments.append(comment) }
            }
            var seen: Date?
            for try await time in try await connection.query(seenQuery, logger: logger).decode(Double.self) {
                seen = Date(timeIntervalSince1970: time)
            }
            return (comments, seen)
        }
    }

    public func markSeen(by member: User.ID, at time: Date) async throws {
        let logger = logger
        var binds = Self.binds(member.rawValue)
        binds.append(time.timeIntervalSince1970)
        let query = PostgresQuery(unsafeSQL: NewsRecord.markSeen(.postgres), binds: binds)
        _ = try await access { connection in
            try await Self.requiringAccount { try await connection.query(query, logger: logger) }
        }
    }
}
