public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        try await read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT rating, members FROM film_rating_count WHERE film = ? AND members > 0",
                arguments: [film.description])
            return RatingHistogram(Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as Int, $0[1] as Int) }))
        }
    }

    /// Likes the author's newest review of the film (the one its page shows).
    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        try await write { db in
            let watch = try String.fetchOne(
                db,
                sql:
                    "SELECT r.watch_id FROM review r WHERE r.account_id = ? AND r.film = ? AND \(ReviewRecord.isNewest)",
                arguments: [author.rawValue, film.description])
            guard let watch else { return false }
            try Self.requiringAccount {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO review_like (watch_id, liker_id, liked) VALUES (?, ?, ?)",
                    arguments: [watch, member.rawValue, time.timeIntervalSince1970])
            }
            return true
        }
    }

    /// Takes back the member's likes of the author's reviews of the film.
    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: """
                    DELETE FROM review_like WHERE liker_id = ? AND watch_id IN (
                        SELECT watch_id FROM review WHERE account_id = ? AND film = ?)
                    """,
                arguments: [member.rawValue, author.rawValue, film.description])
            return db.changesCount > 0
        }
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        try await read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT r.account_id FROM review_like l JOIN review r ON r.watch_id = l.watch_id
                        WHERE l.liker_id = ? AND r.film = ?
                        """,
                    arguments: [member.rawValue, film.description]
                ).map(User.ID.init))
        }
    }
}
