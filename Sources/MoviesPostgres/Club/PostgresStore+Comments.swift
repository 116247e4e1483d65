public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let commentSubjectQuery = CommentSubjectRecord.select("$1")

    public func subject(_ id: String) async throws -> CommentSubject? {
        let logger = logger
        var binds = PostgresBindings()
        binds.append(id)
        let query = PostgresQuery(unsafeSQL: Self.commentSubjectQuery, binds: binds)
        return try await access { connection in
            for try await row in try await connection.query(query, logger: logger) {
                let (kind, id, owner, name, title, isPublic, film, slug) = try row.decode(
                    (String, String, String, String, String, Bool, String?, String?).self)
                return CommentSubjectRecord(
                    kind: kind, id: id, owner: owner, ownerName: name, title: title, isPublic: isPublic, film: film,
                    slug: slug
                ).toDomain()
            }
            return nil
        }
    }

    /// The author's comments are counted under their lock, which every server's adds of theirs take: the
    /// limit holds however the adds fall.
    public func add(_ comment: CommentDraft, within limits: [CommentLimit]) async throws -> Comment? {
        let logger = logger
        let (id, author) = (comment.id.rawValue, comment.author.rawValue)
        let column = CommentRecord.column(of: comment.subject.kind)
        return try await transaction { connection in
            try await connection.query(
                "SELECT pg_advisory_xact_lock(hashtextextended(\("comment:" + author), 21))", logger: logger)
            for limit in limits {
                let recent =
                    try await connection.query(
                        """
                        SELECT count(*) FROM comment
                        WHERE author_id = \(author) AND written >= \(limit.since.timeIntervalSince1970)
                        """, logger: logger
                    ).collect().first?.decode(Int.self) ?? 0
                guard recent < limit.count else { return nil }
            }
            do {
                try await connection.query(
                    """
                    INSERT INTO comment (id, \(unescaped: column), author_id, body, written, owner_id)
                    VALUES (\(id), \(comment.subject.id), \(author), \(comment.text.description),
                        \(comment.written.timeIntervalSince1970), \(comment.subject.owner.rawValue))
                    """, logger: logger)
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23503" {
                let authorIsThere = error.serverInfo?[.constraintName]?.contains("author") == false
                throw authorIsThere ? CommentError.notFound : AccountError.notFound
            }
            return try await Self.comment(id, connection, logger)
        }
    }

    public func edit(_ id: Comment.ID, to text: CommentText, at time: Date) async throws -> Comment? {
        let logger = logger
        return try await access { connection in
            try await connection.query(
                """
                UPDATE comment SET body = \(text.description), edited = \(time.timeIntervalSince1970)
                WHERE id = \(id.rawValue)
                """, logger: logger)
            return try await Self.comment(id.rawValue, connection, logger)
        }
    }

    public func delete(_ id: Comment.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            try await Self.count(
                "DELETE FROM comment WHERE id = \(id.rawValue) RETURNING 1", on: connection, logger: logger) > 0
        }
    }

    public func comment(_ id: Comment.ID) async throws -> Comment? {
        let logger = logger
        return try await access { connection in
            try await Self.comment(id.rawValue, connection, logger)
        }
    }

    public func comments(
        on subject: CommentSubject, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Comment>
    {
        let logger = logger
        let column = CommentRecord.column(of: subject.kind)
        let (id, viewer, offset) = (subject.id, viewer?.rawValue, (page.value - 1) * pageSize)
        let shown = """
            c.\(column) = $1 AND \(BlockSQL.neither("$2", "c.author_id"))
            """
        var binds = PostgresBindings()
        binds.append(id)
        binds.append(viewer)
        let count = PostgresQuery(unsafeSQL: "SELECT count(*) FROM comment c WHERE \(shown)", binds: binds)
        binds.append(pageSize)
        binds.append(offset)
        let items = PostgresQuery(
            unsafeSQL: "\(CommentRecord.select) WHERE \(shown) ORDER BY c.written, c.id LIMIT $3 OFFSET $4",
            binds: binds)
        return try await access { connection in
            let total = try await connection.query(count, logger: logger).collect().first?.decode(Int.self) ?? 0
            return Paged(
                items: try await Self.comments(items, connection, logger), page: page.value, pageSize: pageSize,
                totalCount: total)
        }
    }

    public func comments(by author: User.ID) async throws -> [Comment] {
        let logger = logger
        return try await access { connection in
            try await Self.comments(
                "\(unescaped: CommentRecord.select) WHERE c.author_id = \(author.rawValue) ORDER BY c.written, c.id",
                connection, logger)
        }
    }

    private static func comment(
        _ id: String, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> Comment? {
        try await comments("\(unescaped: CommentRecord.select) WHERE c.id = \(id)", connection, logger).first
    }

    private static func comments(
        _ query: PostgresQuery, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [Comment] {
        var comments: [Comment] = []
        for try await row in try await connection.query(query, logger: logger) {
            let (id, subject, kind, author, name, body, written, edited) = try row.decode(
                (String, String, String, String, String, String, Double, Double?).self)
            let record = CommentRecord(
                id: id, subject: subject, kind: kind, author: author, authorName: name, body: body, written: written,
                edited: edited)
            if let comment = record.toDomain() { comments.append(comment) }
        }
        return comments
    }
}
