public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let unreadNoticesQuery = NoticeRecord.unread(.postgres)
    static let noticesQuery = NoticeRecord.page(.postgres)
    static let noticesTotalQuery = NoticeRecord.total(.postgres)

    public func unreadNotices(for member: User.ID, cap: Int) async throws -> Int {
        let logger = logger
        var binds = Self.binds(member.rawValue)
        binds.append(cap)
        let query = PostgresQuery(unsafeSQL: Self.unreadNoticesQuery, binds: binds)
        return try await access { connection in
            for try await count in try await connection.query(query, logger: logger).decode(Int.self) {
                return count
            }
            return 0
        }
    }

    public func notices(for member: User.ID, page: PageNumber, pageSize: Int) async throws -> NoticesPage {
        let logger = logger
        let totalQuery = PostgresQuery(unsafeSQL: Self.noticesTotalQuery, binds: Self.binds(member.rawValue))
        var binds = Self.binds(member.rawValue)
        binds.append(pageSize)
        binds.append((page.value - 1) * pageSize)
        let query = PostgresQuery(unsafeSQL: Self.noticesQuery, binds: binds)
        return try await access { connection in
            var (total, unread, readUntil) = (0, 0, Double?.none)
            for try await (count, unreadCount, read) in try await connection.query(totalQuery, logger: logger).decode(
                (Int, Int, Double).self)
            {
                (total, unread, readUntil) = (count, unreadCount, read)
            }
            var notices: [Notice] = []
            for try await row in try await connection.query(query, logger: logger) {
                let n = try row.decode(
                    (String, Double, String, String, String?, String?, String?, String?, String?, String?, String?).self
                )
                let record = NoticeRecord(
                    kind: n.0, time: n.1, actor: n.2, actorName: n.3, subjectKind: n.4, subject: n.5, title: n.6,
                    film: n.7, slug: n.8, comment: n.9, body: n.10)
                if let notice = record.toDomain(readUntil: readUntil) { notices.append(notice) }
            }
            return NoticesPage(
                notices: Paged(items: notices, page: page.value, pageSize: pageSize, totalCount: total), unread: unread)
        }
    }

    public func markNoticesRead(by member: User.ID, at time: Date) async throws {
        let logger = logger
        var binds = Self.binds(member.rawValue)
        binds.append(time.timeIntervalSince1970)
        let query = PostgresQuery(unsafeSQL: NoticeRecord.markRead(.postgres), binds: binds)
        _ = try await access { connection in
            try await Self.requiringAccount { try await connection.query(query, logger: logger) }
        }
    }
}
