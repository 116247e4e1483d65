public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func subject(_ id: String) async throws -> CommentSubject? {
        try await read { db in
            try Row.fetchOne(db, sql: CommentSubjectRecord.select("?1"), arguments: [id]).flatMap { row in
                CommentSubjectRecord(
                    kind: row[0], id: row[1], owner: row[2], ownerName: row[3], title: row[4], isPublic: row[5],
                    film: row[6], slug: row[7]
                ).toDomain()
            }
        }
    }

    /// One write: the author's comments of the last minute are counted where the new one is kept.
    public func add(_ comment: CommentDraft, within limits: [CommentLimit]) async throws -> Comment? {
        try await write { db in
            let column = CommentRecord.column(of: comment.subject.kind)
            // The limits' counts and the insert are one statement.
            let within = limits.map { _ in "(SELECT count(*) FROM comment WHERE author_id = ? AND written >= ?) < ?" }
            var arguments: [(any DatabaseValueConvertible)?] = [
                comment.id.rawValue, comment.subject.id, comment.author.rawValue, comment.text.description,
                comment.written.timeIntervalSince1970, comment.subject.owner.rawValue,
            ]
            for limit in limits {
                arguments += [comment.author.rawValue, limit.since.timeIntervalSince1970, limit.count]
            }
            do {
                try db.execute(
                    sql: """
                        INSERT INTO comment (id, \(column), author_id, body, written, owner_id)
                        SELECT ?, ?, ?, ?, ?, ? WHERE \((within + ["1"]).joined(separator: " AND "))
                        """, arguments: StatementArguments(arguments))
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                throw CommentError.notFound
            }
            guard db.changesCount > 0 else { return nil }
            return try Self.comments("WHERE c.id = ?", [comment.id.rawValue], in: db).first
        }
    }

    public func edit(_ id: Comment.ID, to text: CommentText, at time: Date) async throws -> Comment? {
        try await write { db in
            try db.execute(
                sql: "UPDATE comment SET body = ?, edited = ? WHERE id = ?",
                arguments: [text.description, time.timeIntervalSince1970, id.rawValue])
            return try Self.comments("WHERE c.id = ?", [id.rawValue], in: db).first
        }
    }

    public func delete(_ id: Comment.ID) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM comment WHERE id = ?", arguments: [id.rawValue])
            return db.changesCount > 0
        }
    }

    public func comment(_ id: Comment.ID) async throws -> Comment? {
        try await read { db in try Self.comments("WHERE c.id = ?", [id.rawValue], in: db).first }
    }

    public func comments(
        on subject: CommentSubject, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Comment>
    {
        try await read { db in
            let condition = """
                WHERE c.\(CommentRecord.column(of: subject.kind)) = ?1 AND \(BlockSQL.neither("?2", "c.author_id"))
                """
            let arguments: [(any DatabaseValueConvertible)?] = [subject.id, viewer?.rawValue]
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM comment c \(condition)", arguments: StatementArguments(arguments))
                ?? 0
            let items = try Self.comments(
                "\(condition) ORDER BY c.written, c.id LIMIT ?3 OFFSET ?4",
                arguments + [pageSize, (page.value - 1) * pageSize], in: db)
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    public func comments(by author: User.ID) async throws -> [Comment] {
        try await read { db in
            try Self.comments("WHERE c.author_id = ? ORDER BY c.written, c.id", [author.rawValue], in: db)
        }
    }

    private static func comments(
        _ clause: String, _ values: [(any DatabaseValueConvertible)?], in db: Database
    ) throws
        -> [Comment]
    {
        try Row.fetchAll(db, sql: "\(CommentRecord.select) \(clause)", arguments: StatementArguments(values))
            .compactMap { row in
                CommentRecord(
                    id: row[0], subject: row[1], kind: row[2], author: row[3], authorName: row[4], body: row[5],
                    written: row[6], edited: row[7]
                ).toDomain()
            }
    }
}
