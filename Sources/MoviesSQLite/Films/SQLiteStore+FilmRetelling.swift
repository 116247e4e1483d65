import GRDB
import MoviesData
import MoviesDomain

/// A film told anew everywhere members' things keep a copy of it: corrected (the same reference, new
/// facts) or merged into another (every copy moved to it). The diaries it is in are counted again with the
/// stores' own `uncount` and `count`, so statistics stay what the watches make them.
extension SQLiteStore {
    /// Rewrites every copy of the film `from` as `film`, in the caller's transaction; answers what moved.
    /// Where a member has both films (merged), their rating is the later, and a list, favourites or saved
    /// films keep the film kept once.
    static func retell(_ from: String, as film: WatchedFilm, saved movie: Movie, in db: Database) throws -> AddedFilmUse
    {
        let to = film.reference.description
        let members = try String.fetchAll(
            db, sql: "SELECT DISTINCT account_id FROM watch WHERE film = ? AND deleted IS NULL", arguments: [from])
        var records: [WatchRecord] = []
        for member in members {
            records += try watches("WHERE account_id = ? AND film = ?", [member, from], db).map(WatchRecord.init)
        }
        for record in records { try uncount(record, in: db) }
        let use = try self.use(of: from, in: db)
        if to != from {
            try db.execute(
                sql: """
                    INSERT INTO film_rating (account_id, film, rating, rated)
                    SELECT account_id, ?, rating, rated FROM film_rating WHERE film = ? AND true
                    ON CONFLICT (account_id, film) DO UPDATE SET rating = excluded.rating, rated = excluded.rated
                    WHERE excluded.rated > film_rating.rated
                    """, arguments: [to, from])
            try db.execute(sql: "DELETE FROM film_rating WHERE film = ?", arguments: [from])
            try dropDoubles(of: from, keeping: to, in: db)
        }
        let columns = WatchRecord(
            id: "", member: "", film: "", title: "", year: nil, posterPath: nil, runtime: nil, genres: "",
            directors: "", cast: "", people: "", day: nil, rating: nil, isRewatch: false, isLiked: false, logged: 0
        ).retold(as: film)
        try db.execute(
            sql: """
                UPDATE watch SET film = ?, film_title = ?, film_year = ?, poster_path = ?, runtime = ?, genres = ?,
                    directors = ?, cast_names = ?, people = ?
                WHERE film = ?
                """,
            arguments: [
                to, columns.title, columns.year, columns.posterPath, columns.runtime, columns.genres,
                columns.directors, columns.cast, columns.people, from,
            ])
        for record in records { try count(record.retold(as: film), in: db) }
        for table in ["review", "favourite_film", "film_list_entry"] {
            try db.execute(
                sql: "UPDATE \(table) SET film = ?, film_title = ?, film_year = ?, poster_path = ? WHERE film = ?",
                arguments: [to, film.title, film.year, film.posterPath, from])
        }
        try db.execute(
            sql: "UPDATE saved_film SET film = ?, movie = ? WHERE film = ?",
            arguments: [to, SavedMovieDTO.encode(movie), from])
        try db.execute(sql: "UPDATE saved_film_change SET saved_film = ? WHERE saved_film = ?", arguments: [to, from])
        // A poster kept for the film was drawn or fetched for it as it was: it is fetched again when shown.
        try db.execute(sql: "DELETE FROM saved_poster WHERE film = ?", arguments: [from])
        try db.execute(sql: "UPDATE import_choice SET film = ? WHERE film = ?", arguments: [to, from])
        return use
    }

    /// Where a list, a member's favourites or saved films hold both films, the one merged goes, and a
    /// list's places close up behind it.
    private static func dropDoubles(of from: String, keeping to: String, in db: Database) throws {
        let lists = try String.fetchAll(
            db,
            sql: """
                SELECT list_id FROM film_list_entry WHERE film = ?
                AND list_id IN (SELECT list_id FROM film_list_entry WHERE film = ?)
                """, arguments: [from, to])
        for list in lists {
            try db.execute(
                sql: """
                    UPDATE film_list_entry SET position = position - 1 WHERE list_id = ?
                    AND position > (SELECT position FROM film_list_entry WHERE list_id = ? AND film = ?)
                    """, arguments: [list, list, from])
            try db.execute(
                sql: "DELETE FROM film_list_entry WHERE list_id = ? AND film = ?", arguments: [list, from])
        }
        try db.execute(
            sql: """
                DELETE FROM favourite_film WHERE film = ?
                AND account_id IN (SELECT account_id FROM favourite_film WHERE film = ?)
                """, arguments: [from, to])
        try db.execute(
            sql:
                "DELETE FROM saved_film WHERE film = ? AND account_id IN (SELECT account_id FROM saved_film WHERE film = ?)",
            arguments: [from, to])
    }

    /// What of members' names the film.
    /// Whether any member but `member` has the film in their watches, reviews, lists, favourites or saved films.
    static func isHeld(_ film: String, besides member: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                SELECT EXISTS (SELECT 1 FROM watch WHERE film = :film AND account_id <> :member)
                    OR EXISTS (SELECT 1 FROM review WHERE film = :film AND account_id <> :member)
                    OR EXISTS (
                        SELECT 1 FROM film_list_entry JOIN film_list ON film_list.id = film_list_entry.list_id
                        WHERE film_list_entry.film = :film AND film_list.account_id <> :member)
                    OR EXISTS (SELECT 1 FROM favourite_film WHERE film = :film AND account_id <> :member)
                    OR EXISTS (SELECT 1 FROM saved_film WHERE film = :film AND account_id <> :member)
                """, arguments: ["film": film, "member": member]) ?? false
    }

    static func use(of film: String, in db: Database) throws -> AddedFilmUse {
        func count(_ table: String) throws -> Int {
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE film = ?", arguments: [film]) ?? 0
        }
        return AddedFilmUse(
            watches: try count("watch"), reviews: try count("review"), listEntries: try count("film_list_entry"),
            favourites: try count("favourite_film"), saved: try count("saved_film"))
    }
}
