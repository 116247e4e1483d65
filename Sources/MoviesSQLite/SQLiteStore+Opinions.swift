public import Foundation
import GRDB
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

    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        try await write { db in
            let reviewed = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM review WHERE account_id = ? AND film = ?)",
                arguments: [author.rawValue, film.description])
            guard reviewed == true else { return false }
            try Self.requiringAccount {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO review_like (film, author_id, liker_id, liked) VALUES (?, ?, ?, ?)",
                    arguments: [film.description, author.rawValue, member.rawValue, time.timeIntervalSince1970])
            }
            return true
        }
    }

    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM review_like WHERE film = ? AND author_id = ? AND liker_id = ?",
                arguments: [film.description, author.rawValue, member.rawValue])
            return db.changesCount > 0
        }
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        try await read { db in
            Set(
                try String.fetchAll(
                    db, sql: "SELECT author_id FROM review_like WHERE liker_id = ? AND film = ?",
                    arguments: [member.rawValue, film.description]
                ).map(User.ID.init))
        }
    }
}
