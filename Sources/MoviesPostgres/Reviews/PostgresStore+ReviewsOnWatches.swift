import Foundation
import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Reviews kept on the watches they were written with (migration 13): a review is its watch's (gone with
    /// it), its rating the watch's; a like is of one review. The reviews of before are moved by
    /// ``moveReviewsOntoWatches(on:logger:)``.
    static let reviewsOnWatchesSchema: [PostgresQuery] = [
        "ALTER TABLE review_like RENAME TO review_like_v12",
        "ALTER TABLE review RENAME TO review_v12",
        "ALTER INDEX review_of_film RENAME TO review_v12_of_film",
        "ALTER INDEX review_by_account RENAME TO review_v12_by_account",
        "ALTER INDEX review_like_by_liker RENAME TO review_like_v12_by_liker",
        "ALTER INDEX review_like_by_author RENAME TO review_like_v12_by_author",
        """
        CREATE TABLE review (
            watch_id TEXT PRIMARY KEY REFERENCES watch (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            body TEXT,
            spoilers BOOLEAN NOT NULL,
            written DOUBLE PRECISION NOT NULL,
            edited DOUBLE PRECISION
        )
        """,
        "CREATE INDEX review_of_film ON review (film, written)",
        "CREATE INDEX review_by_account ON review (account_id, written)",
        "CREATE INDEX review_of_films_by_account ON review (account_id, film)",
        """
        CREATE TABLE review_like (
            watch_id TEXT NOT NULL REFERENCES review (watch_id) ON DELETE CASCADE,
            liker_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            liked DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (watch_id, liker_id)
        )
        """,
        "CREATE INDEX review_like_by_liker ON review_like (liker_id)",
    ]

    /// Each review of before joins the watch of its film it was written with (logged within a second of it;
    /// the newest such), which takes its rating if it has none; a review written alone becomes a watch of no
    /// known day with the review's rating. Likes follow their review, and each member's rating of a film
    /// becomes their latest rated watch's.
    static func moveReviewsOntoWatches(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            """
            CREATE TEMPORARY TABLE review_move ON COMMIT DROP AS
            SELECT r.account_id, r.film, (
                SELECT w.id FROM watch w
                WHERE w.account_id = r.account_id AND w.film = r.film AND w.deleted IS NULL
                    AND abs(w.logged - r.written) <= 1
                ORDER BY w.logged DESC, w.id DESC LIMIT 1) AS watch_id
            FROM review_v12 r
            """, logger: logger)
        try await connection.query(
            """
            INSERT INTO review (watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers,
                written, edited)
            SELECT m.watch_id, r.account_id, r.film, r.film_title, r.film_year, r.poster_path, r.body, r.spoilers,
                r.written, r.edited
            FROM review_v12 r JOIN review_move m ON m.account_id = r.account_id AND m.film = r.film
            WHERE m.watch_id IS NOT NULL
            """, logger: logger)
        try await connection.query(
            """
            UPDATE watch w SET rating = r.rating FROM review_move m JOIN review_v12 r USING (account_id, film)
            WHERE w.id = m.watch_id AND w.rating IS NULL
            """, logger: logger)
        for record in try await undatedWatches(on: connection, logger: logger) {
            try await insert(record, on: connection, logger: logger)
            try await connection.query(
                "UPDATE review_move SET watch_id = \(record.id) WHERE account_id = \(record.member) AND film = \(record.film)",
                logger: logger)
        }
        try await connection.query(
            """
            INSERT INTO review_like (watch_id, liker_id, liked)
            SELECT m.watch_id, l.liker_id, l.liked FROM review_like_v12 l
            JOIN review_move m ON m.account_id = l.author_id AND m.film = l.film
            ON CONFLICT DO NOTHING
            """, logger: logger)
        try await connection.query("DROP TABLE review_like_v12", logger: logger)
        try await connection.query("DROP TABLE review_v12", logger: logger)
        var rated: [(String, String)] = []
        for try await pair in try await connection.query(
            "SELECT account_id, film FROM film_rating UNION SELECT account_id, film FROM watch WHERE rating IS NOT NULL",
            logger: logger
        ).decode((String, String).self) {
            rated.append(pair)
        }
        for (member, film) in rated { try await rerate(film, by: member, on: connection, logger: logger) }
    }

    /// The watches the reviews written alone become: the film as the member's diary has it (or as the
    /// review named it), on no known day, rated as the review was; a rewatch when the film has other watches.
    private static func undatedWatches(on connection: PostgresConnection, logger: Logger) async throws -> [WatchRecord]
    {
        let rows = try await connection.query(
            """
            SELECT r.account_id, r.film, r.film_title, r.film_year, r.poster_path, f.runtime,
                coalesce(f.genres, ''), coalesce(f.directors, ''), coalesce(f.cast_names, ''), coalesce(f.people, ''),
                r.rating, EXISTS (
                    SELECT 1 FROM watch w WHERE w.account_id = r.account_id AND w.film = r.film AND w.deleted IS NULL),
                r.body, r.spoilers, r.written, r.edited
            FROM review_v12 r JOIN review_move m ON m.account_id = r.account_id AND m.film = r.film
            LEFT JOIN diary_film f ON f.account_id = r.account_id AND f.film = r.film
            WHERE m.watch_id IS NULL
            """, logger: logger)
        var records: [WatchRecord] = []
        for try await row in rows {
            let c = try row.decode(
                (
                    String, String, String, Int?, String?, Int?, String, String, String, String, Int, Bool, String?,
                    Bool, Double, Double?
                ).self)
            var record = WatchRecord(
                id: Watch.ID.make().rawValue, member: c.0, film: c.1, title: c.2, year: c.3, posterPath: c.4,
                runtime: c.5, genres: c.6, directors: c.7, cast: c.8, people: c.9, day: nil, rating: c.10,
                isRewatch: c.11, isLiked: false, logged: c.14)
            record.review = WatchReview(
                text: c.12, hasSpoilers: c.13, written: Date(timeIntervalSince1970: c.14),
                edited: c.15.map(Date.init(timeIntervalSince1970:)))
            records.append(record)
        }
        return records
    }
}
