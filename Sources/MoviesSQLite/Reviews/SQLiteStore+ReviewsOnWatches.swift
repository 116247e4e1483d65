import Foundation
import GRDB
import MoviesData
import MoviesDomain

extension SQLiteStore {
    /// Reviews kept on the watches they were written with (migration 18): a review is its watch's (gone
    /// with it), its rating the watch's; a like is of one review. The reviews of before are moved by
    /// ``moveReviewsOntoWatches(in:)``.
    static let reviewsOnWatchesSchema = """
        DROP INDEX review_of_film;
        DROP INDEX review_by_account;
        DROP INDEX review_like_by_liker;
        DROP INDEX review_like_by_author;
        ALTER TABLE review_like RENAME TO review_like_v17;
        ALTER TABLE review RENAME TO review_v17;
        CREATE TABLE review (
            watch_id TEXT PRIMARY KEY REFERENCES watch (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            body TEXT,
            spoilers INTEGER NOT NULL,
            written REAL NOT NULL,
            edited REAL
        ) WITHOUT ROWID;
        CREATE INDEX review_of_film ON review (film, written);
        CREATE INDEX review_by_account ON review (account_id, written);
        CREATE INDEX review_of_films_by_account ON review (account_id, film);
        CREATE TABLE review_like (
            watch_id TEXT NOT NULL REFERENCES review (watch_id) ON DELETE CASCADE,
            liker_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            liked REAL NOT NULL,
            PRIMARY KEY (watch_id, liker_id)
        ) WITHOUT ROWID;
        CREATE INDEX review_like_by_liker ON review_like (liker_id);
        """

    /// Each review of before joins the watch of its film it was written with (logged within a second of it;
    /// the newest such), which takes its rating if it has none; a review written alone becomes a watch of no
    /// known day with the review's rating. Likes follow their review, and each member's rating of a film
    /// becomes their latest rated watch's.
    static func moveReviewsOntoWatches(in db: Database) throws {
        var moved: [String: String] = [:]
        for review in try Row.fetchAll(db, sql: "SELECT * FROM review_v17 ORDER BY written") {
            let (member, film): (String, String) = (review["account_id"], review["film"])
            let written: Double = review["written"]
            let watch = try Row.fetchOne(
                db,
                sql: """
                    SELECT id, rating FROM watch WHERE account_id = ? AND film = ? AND deleted IS NULL
                        AND abs(logged - ?) <= 1 AND id NOT IN (SELECT watch_id FROM review)
                    ORDER BY logged DESC, id DESC LIMIT 1
                    """, arguments: [member, film, written])
            if let watch {
                let id: String = watch["id"]
                try db.execute(
                    sql: """
                        INSERT INTO review (watch_id, account_id, film, film_title, film_year, poster_path, body,
                            spoilers, written, edited)
                        SELECT ?, account_id, film, film_title, film_year, poster_path, body, spoilers, written, edited
                        FROM review_v17 WHERE account_id = ? AND film = ?
                        """, arguments: [id, member, film])
                if (watch["rating"] as Int?) == nil {
                    try db.execute(
                        sql: "UPDATE watch SET rating = ? WHERE id = ?", arguments: [review["rating"] as Int, id])
                }
                moved["\(member) \(film)"] = id
            } else {
                let record = try undatedWatch(of: review, in: db)
                try insert(record, in: db)
                moved["\(member) \(film)"] = record.id
            }
        }
        for like in try Row.fetchAll(db, sql: "SELECT film, author_id, liker_id, liked FROM review_like_v17") {
            guard let watch = moved["\(like["author_id"] as String) \(like["film"] as String)"] else { continue }
            try db.execute(
                sql: "INSERT OR IGNORE INTO review_like (watch_id, liker_id, liked) VALUES (?, ?, ?)",
                arguments: [watch, like["liker_id"] as String, like["liked"] as Double])
        }
        try db.execute(sql: "DROP TABLE review_like_v17; DROP TABLE review_v17")
        let rated = try Row.fetchAll(
            db,
            sql:
                "SELECT account_id, film FROM film_rating UNION SELECT account_id, film FROM watch WHERE rating IS NOT NULL"
        )
        for row in rated { try rerate(row["film"], by: row["account_id"], in: db) }
    }

    /// The watch a review written alone becomes: the film as the member's diary has it (or as the review
    /// named it), on no known day, rated as the review was; a rewatch when the film has other watches.
    private static func undatedWatch(of review: Row, in db: Database) throws -> WatchRecord {
        let (member, film): (String, String) = (review["account_id"], review["film"])
        let facts = try Row.fetchOne(
            db,
            sql: """
                SELECT runtime, genres, directors, cast_names, people FROM diary_film WHERE account_id = ? AND film = ?
                """, arguments: [member, film])
        let isRewatch =
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM watch WHERE account_id = ? AND film = ? AND deleted IS NULL)",
                arguments: [member, film]) ?? false
        var record = WatchRecord(
            id: Watch.ID.make().rawValue, member: member, film: film, title: review["film_title"],
            year: review["film_year"], posterPath: review["poster_path"], runtime: facts?["runtime"],
            genres: facts?["genres"] ?? "", directors: facts?["directors"] ?? "", cast: facts?["cast_names"] ?? "",
            people: facts?["people"] ?? "", day: nil, rating: review["rating"], isRewatch: isRewatch, isLiked: false,
            logged: review["written"])
        record.review = WatchReview(
            text: review["body"], hasSpoilers: review["spoilers"],
            written: Date(timeIntervalSince1970: review["written"]),
            edited: (review["edited"] as Double?).map(Date.init(timeIntervalSince1970:)))
        return record
    }
}
