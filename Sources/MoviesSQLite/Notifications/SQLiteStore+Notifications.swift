public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func unreadNotices(for member: User.ID, cap: Int) async throws -> Int {
        try await read { db in
            try Int.fetchOne(db, sql: NoticeRecord.unread(.sqlite), arguments: [member.rawValue, cap]) ?? 0
        }
    }

    public func notices(for member: User.ID, page: PageNumber, pageSize: Int) async throws -> NoticesPage {
        try await read { db in
            let total = try Row.fetchOne(db, sql: NoticeRecord.total(.sqlite), arguments: [member.rawValue])
            let readUntil: Double? = total?[2]
            let notices = try Row.fetchAll(
                db, sql: NoticeRecord.page(.sqlite),
                arguments: [member.rawValue, pageSize, (page.value - 1) * pageSize]
            ).compactMap { row in
                NoticeRecord(
                    kind: row[0], time: row[1], actor: row[2], actorName: row[3], subjectKind: row[4], subject: row[5],
                    title: row[6], film: row[7], slug: row[8], comment: row[9], body: row[10]
                ).toDomain(readUntil: readUntil)
            }
            return NoticesPage(
                notices: Paged(items: notices, page: page.value, pageSize: pageSize, totalCount: total?[0] ?? 0),
                unread: total?[1] ?? 0)
        }
    }

    public func markNoticesRead(by member: User.ID, at time: Date) async throws {
        try await write { db in
            try Self.requiringAccount {
                try db.execute(
                    sql: NoticeRecord.markRead(.sqlite), arguments: [member.rawValue, time.timeIntervalSince1970])
            }
        }
    }
}
