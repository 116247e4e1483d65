public import Foundation
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
                // The review found (or not) and the like written in one statement: a review deleted meanwhile
                // takes its likes with it.
                try await Self.count(
                    """
                    WITH reviewed AS (SELECT 1 FROM review WHERE account_id = \(author) AND film = \(film)),
                    liked AS (
                        INSERT INTO review_like (film, author_id, liker_id, liked)
                        SELECT \(film), \(author), \(member), \(time.timeIntervalSince1970) FROM reviewed
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
                WHERE film = \(film.description) AND author_id = \(author.rawValue) AND liker_id = \(member.rawValue)
                RETURNING 1
                """, on: connection, logger: logger) > 0
        }
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT author_id FROM review_like WHERE liker_id = \(member.rawValue) AND film = \(film.description)
                """, logger: logger)
            var authors: Set<User.ID> = []
            for try await author in rows.decode(String.self) { authors.insert(User.ID(author)) }
            return authors
        }
    }
}
