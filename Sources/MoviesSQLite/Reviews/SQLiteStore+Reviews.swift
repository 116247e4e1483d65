public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func write(
        _ content: ReviewDraft, on watch: Watch.ID, by user: User.ID, at time: Date
    ) async throws -> Review? {
        try await write { db in
            let film = try String.fetchOne(
                db, sql: "SELECT film FROM watch WHERE id = ? AND account_id = ? AND deleted IS NULL",
                arguments: [watch.rawValue, user.rawValue])
            guard let film else { return nil }
            try db.execute(
                sql: """
                    INSERT INTO review (
                        watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers, written)
                    SELECT id, account_id, film, film_title, film_year, poster_path, ?, ?, ? FROM watch WHERE id = ?
                    ON CONFLICT (watch_id) DO UPDATE SET
                        body = excluded.body, spoilers = excluded.spoilers, edited = excluded.written
                    """,
                arguments: [content.text, content.hasSpoilers, time.timeIntervalSince1970, watch.rawValue])
            try db.execute(
                sql: "UPDATE watch SET rating = ? WHERE id = ?", arguments: [content.rating, watch.rawValue])
            try Self.rerate(film, by: user.rawValue, in: db)
            return try Self.reviews("WHERE r.watch_id = ?", [watch.rawValue], in: db).first
        }
    }

    @discardableResult
    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        try await write { db in
            let newest = try Self.reviews(
                "WHERE r.account_id = ? AND r.film = ? AND \(ReviewRecord.isNewest)",
                [user.rawValue, film.description],
                in: db
            ).first
            guard let newest else { return false }
            try db.execute(sql: "DELETE FROM review WHERE watch_id = ?", arguments: [newest.watch.rawValue])
            return true
        }
    }

    public func review(_ watch: Watch.ID) async throws -> Review? {
        try await read { db in try Self.reviews("WHERE r.watch_id = ?", [watch.rawValue], in: db).first }
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        try await read { db in
            try Self.reviews(
                "WHERE r.account_id = ? AND r.film = ? AND \(ReviewRecord.isNewest)",
                [user.rawValue, film.description],
                in: db
            ).first
        }
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "r.film = ? AND \(ReviewRecord.isNewest)", is: film.description, order: "likes DESC, r.written DESC",
            page: page, pageSize: pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        try await read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(*), avg(w.rating) FROM review r JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL
                    WHERE r.film = ? AND \(ReviewRecord.isNewest)
                    """, arguments: [film.description])
            let count: Int = row?[0] ?? 0
            return count == 0 ? .none : ReviewSummary(count: count, averageRating: row?[1])
        }
    }

    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "r.account_id = ?", is: user.rawValue, order: "r.written DESC", page: page, pageSize: pageSize)
    }

    private func reviews(
        where condition: String, is value: String, order: String, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Review>
    {
        try await read { db in
            let total =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM review r JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL
                        WHERE \(condition)
                        """, arguments: [value]) ?? 0
            let items = try Self.reviews(
                "WHERE \(condition) ORDER BY \(order), r.watch_id LIMIT ? OFFSET ?",
                [value, pageSize, (page.value - 1) * pageSize], in: db)
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    private static func reviews(
        _ clause: String, _ values: [any DatabaseValueConvertible], in db: Database
    ) throws
        -> [Review]
    {
        try Row.fetchAll(db, sql: "\(ReviewRecord.select) \(clause)", arguments: StatementArguments(values)).compactMap
        {
            row in
            ReviewRecord(
                author: row[0], authorName: row[1], film: row[2], filmTitle: row[3], filmYear: row[4], rating: row[5],
                text: row[6], hasSpoilers: row[7], written: Date(timeIntervalSince1970: row[8]),
                edited: (row[9] as Double?).map(Date.init(timeIntervalSince1970:)), likes: row[10],
                posterPath: row[11], watch: row[12], day: row[13],
                comments: row[14]
            ).toDomain()
        }
    }

    /// A row for an account that does not exist (deleted meanwhile) is ``AccountError/notFound``.
    @discardableResult
    static func requiringAccount<Value>(_ change: () throws -> Value) throws -> Value {
        do {
            return try change()
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
            throw AccountError.notFound
        }
    }
}
