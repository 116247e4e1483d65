public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func write(
        _ content: ReviewDraft, about film: Review.Film, by user: User.ID, at time: Date
    )
        async throws -> Review
    {
        try await write { db in
            try Self.requiringAccount {
                try db.execute(
                    sql: """
                        INSERT INTO review (
                            account_id, film, film_title, film_year, rating, body, spoilers, written, poster_path)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (account_id, film) DO UPDATE SET
                            film_title = excluded.film_title, film_year = excluded.film_year,
                            poster_path = excluded.poster_path,
                            rating = excluded.rating, body = excluded.body, spoilers = excluded.spoilers,
                            edited = excluded.written
                        """,
                    arguments: [
                        user.rawValue, film.reference.description, film.title, film.year, content.rating,
                        content.text, content.hasSpoilers, time.timeIntervalSince1970, film.posterPath,
                    ])
                try Self.rate(
                    film.reference.description, content.rating, by: user.rawValue, at: time.timeIntervalSince1970,
                    in: db)
            }
            let stored = try Self.reviews(
                "WHERE r.account_id = ? AND r.film = ?", [user.rawValue, film.reference.description], in: db)
            guard let review = stored.first else { throw AccountError.notFound }
            return review
        }
    }

    @discardableResult
    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM review WHERE account_id = ? AND film = ?",
                arguments: [user.rawValue, film.description])
            return db.changesCount > 0
        }
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        try await read { db in
            try Self.reviews("WHERE r.account_id = ? AND r.film = ?", [user.rawValue, film.description], in: db).first
        }
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "film", is: film.description, order: "likes DESC, r.written DESC", page: page, pageSize: pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        try await read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*), avg(rating) FROM review WHERE film = ?", arguments: [film.description])
            let count: Int = row?[0] ?? 0
            return count == 0 ? .none : ReviewSummary(count: count, averageRating: row?[1])
        }
    }

    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "account_id", is: user.rawValue, order: "r.written DESC", page: page, pageSize: pageSize)
    }

    private func reviews(
        where column: String, is value: String, order: String, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Review>
    {
        try await read { db in
            let total =
                try Int.fetchOne(db, sql: "SELECT count(*) FROM review WHERE \(column) = ?", arguments: [value]) ?? 0
            let items = try Self.reviews(
                "WHERE r.\(column) = ? ORDER BY \(order), r.account_id, r.film LIMIT ? OFFSET ?",
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
                posterPath: row[11]
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
