public import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT rating, members FROM film_rating_count WHERE film = \(film.description) AND members > 0",
                logger: logger)
            var counts: [Int: Int] = [:]
            for try await (rating, count) in rows.decode((Int, Int).self) { counts[rating] = count }
            return RatingHistogram(counts)
        }
    }

    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        let logger = logger
        let (film, author, member) = (film.description, author.rawValue, member.rawValue)
        return try await access { connection in
            try await Self.requiringAccount {
                // The author's newest review of the film found (or not) and the like written in one statement:
                // a review deleted meanwhile takes its likes with it.
                try await Self.count(
                    """
                    WITH reviewed AS (
                        SELECT r.watch_id FROM review r
                        WHERE r.account_id = \(author) AND r.film = \(film) AND \(unescaped: ReviewRecord.isNewest)),
                    liked AS (
                        INSERT INTO review_like (watch_id, liker_id, liked)
                        SELECT watch_id, \(member), \(time.timeIntervalSince1970) FROM reviewed
                        ON CONFLICT DO NOTHING)
                    SELECT 1 FROM reviewed
                    """, on: connection, logger: logger) > 0
            }
        }
    }

    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            try await Self.count(
                """
                DELETE FROM review_like
                WHERE liker_id = \(member.rawValue) AND watch_id IN (
                    SELECT watch_id FROM review WHERE account_id = \(author.rawValue) AND film = \(film.description))
                RETURNING 1
                """, on: connection, logger: logger) > 0
        }
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT r.account_id FROM review_like l JOIN review r ON r.watch_id = l.watch_id
                WHERE l.liker_id = \(member.rawValue) AND r.film = \(film.description)
                """, logger: logger)
            var authors: Set<User.ID> = []
            for try await author in rows.decode(String.self) { authors.insert(User.ID(author)) }
            return authors
        }
    }
}
