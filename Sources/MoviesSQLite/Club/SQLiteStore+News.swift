public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func news(for member: User.ID, cap: Int) async throws -> News {
        try await read { db in
            let row = try Row.fetchOne(db, sql: NewsRecord.counts(.sqlite), arguments: [member.rawValue, cap])
            return News(comments: row?[0] ?? 0, offers: row?[1] ?? 0)
        }
    }

    public func commentsOnTheirs(of member: User.ID, limit: Int) async throws -> (comments: [Comment], seen: Date?) {
        try await read { db in
            let comments = try Row.fetchAll(
                db, sql: NewsRecord.commentsOnTheirs(.sqlite), arguments: [member.rawValue, limit]
            ).compactMap { row in
                CommentRecord(
                    id: row[0], subject: row[1], kind: row[2], author: row[3], authorName: row[4], body: row[5],
                    written: row[6], edited: row[7]
                ).toDomain()
            }
            let seen = try Double.fetchOne(db, sql: NewsRecord.seen(.sqlite), arguments: [member.rawValue])
            return (comments, seen.map(Date.init(timeIntervalSince1970:)))
        }
    }

    public func markSeen(by member: User.ID, at time: Date) async throws {
        try await write { db in
            try db.execute(
                sql: NewsRecord.markSeen(.sqlite), arguments: [member.rawValue, time.timeIntervalSince1970])
        }
    }
}
