import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

/// A film told anew everywhere members' things keep a copy of it: corrected (the same reference, new
/// facts) or merged into another (every copy moved to it). The diaries it is in are counted again with the
/// store's own `uncount` and `count`, so statistics stay what the watches make them.
extension PostgresStore {
    /// Rewrites every copy of the film `from` as `film`, in the caller's transaction; answers what named it.
    /// Where a member has both films (merged), their rating is the later, and a list, favourites or saved
    /// films keep the film kept once.
    static func retell(
        _ from: String, as film: WatchedFilm, saved movie: Movie, on connection: PostgresConnection, logger: Logger
    ) async throws -> AddedFilmUse {
        let to = film.reference.description
        var members: [String] = []
        let found = try await connection.query(
            "SELECT DISTINCT account_id FROM watch WHERE film = \(from) AND deleted IS NULL", logger: logger)
        for try await member in found.decode(String.self) { members.append(member) }
        var records: [WatchRecord] = []
        for member in members {
            records += try await watches(of: member, film: from, on: connection, logger: logger).map(WatchRecord.init)
        }
        for record in records { try await uncount(record, on: connection, logger: logger) }
        let use = try await self.use(of: from, on: connection, logger: logger)
        if to != from {
            try await connection.query(
                """
                INSERT INTO film_rating (account_id, film, rating, rated)
                SELECT account_id, \(to), rating, rated FROM film_rating WHERE film = \(from)
                ON CONFLICT (account_id, film) DO UPDATE SET rating = excluded.rating, rated = excluded.rated
                WHERE excluded.rated > film_rating.rated
                """, logger: logger)
            try await connection.query("DELETE FROM film_rating WHERE film = \(from)", logger: logger)
            try await dropDoubles(of: from, keeping: to, on: connection, logger: logger)
        }
        let columns = WatchRecord(
            id: "", member: "", film: "", title: "", year: nil, posterPath: nil, runtime: nil, genres: "",
            directors: "", cast: "", people: "", day: nil, rating: nil, isRewatch: false, isLiked: false, logged: 0
        ).retold(as: film)
        try await connection.query(
            """
            UPDATE watch SET film = \(to), film_title = \(columns.title), film_year = \(columns.year),
                poster_path = \(columns.posterPath), runtime = \(columns.runtime), genres = \(columns.genres),
                directors = \(columns.directors), cast_names = \(columns.cast), people = \(columns.people)
            WHERE film = \(from)
            """, logger: logger)
        for record in records { try await count(record.retold(as: film), on: connection, logger: logger) }
        for table in ["review", "favourite_film", "film_list_entry"] {
            try await connection.query(
                """
                UPDATE \(unescaped: table) SET film = \(to), film_title = \(film.title), film_year = \(film.year),
                    poster_path = \(film.posterPath)
                WHERE film = \(from)
                """, logger: logger)
        }
        try await connection.query(
            "UPDATE saved_film SET film = \(to), movie = \(SavedMovieDTO.encode(movie)) WHERE film = \(from)",
            logger: logger)
        try await connection.query(
            "UPDATE saved_film_change SET saved_film = \(to) WHERE saved_film = \(from)", logger: logger)
        // A poster kept for the film was drawn or fetched for it as it was: it is fetched again when shown.
        try await connection.query("DELETE FROM saved_poster WHERE film = \(from)", logger: logger)
        try await connection.query("UPDATE import_choice SET film = \(to) WHERE film = \(from)", logger: logger)
        return use
    }

    /// Where a list, a member's favourites or saved films hold both films, the one merged goes, and a
    /// list's places close up behind it.
    private static func dropDoubles(
        of from: String, keeping to: String, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query(
            """
            UPDATE film_list_entry e SET position = e.position - 1
            FROM film_list_entry gone
            WHERE gone.film = \(from) AND e.list_id = gone.list_id AND e.position > gone.position
            AND gone.list_id IN (SELECT list_id FROM film_list_entry WHERE film = \(to))
            """, logger: logger)
        try await connection.query(
            """
            DELETE FROM film_list_entry WHERE film = \(from)
            AND list_id IN (SELECT list_id FROM film_list_entry WHERE film = \(to))
            """, logger: logger)
        try await connection.query(
            """
            DELETE FROM favourite_film WHERE film = \(from)
            AND account_id IN (SELECT account_id FROM favourite_film WHERE film = \(to))
            """, logger: logger)
        try await connection.query(
            """
            DELETE FROM saved_film WHERE film = \(from)
            AND account_id IN (SELECT account_id FROM saved_film WHERE film = \(to))
            """, logger: logger)
    }

    /// What of members' names the film.
    /// Whether any member but `member` has the film in their watches, reviews, lists, favourites or saved films.
    static func isHeld(
        _ film: String, besides member: String, on connection: PostgresConnection, logger: Logger
    ) async throws -> Bool {
        let rows = try await connection.query(
            """
            SELECT EXISTS (SELECT 1 FROM watch WHERE film = \(film) AND account_id <> \(member))
                OR EXISTS (SELECT 1 FROM review WHERE film = \(film) AND account_id <> \(member))
                OR EXISTS (
                    SELECT 1 FROM film_list_entry JOIN film_list ON film_list.id = film_list_entry.list_id
                    WHERE film_list_entry.film = \(film) AND film_list.account_id <> \(member))
                OR EXISTS (SELECT 1 FROM favourite_film WHERE film = \(film) AND account_id <> \(member))
                OR EXISTS (SELECT 1 FROM saved_film WHERE film = \(film) AND account_id <> \(member))
            """, logger: logger)
        for try await held in rows.decode(Bool.self) { return held }
        return false
    }

    static func use(of film: String, on connection: PostgresConnection, logger: Logger) async throws -> AddedFilmUse {
        let counts = try await connection.query(
            """
            SELECT (SELECT count(*) FROM watch WHERE film = \(film)),
                (SELECT count(*) FROM review WHERE film = \(film)),
                (SELECT count(*) FROM film_list_entry WHERE film = \(film)),
                (SELECT count(*) FROM favourite_film WHERE film = \(film)),
                (SELECT count(*) FROM saved_film WHERE film = \(film))
            """, logger: logger)
        var use = AddedFilmUse()
        for try await row in counts.decode((Int, Int, Int, Int, Int).self) {
            use = AddedFilmUse(watches: row.0, reviews: row.1, listEntries: row.2, favourites: row.3, saved: row.4)
        }
        return use
    }
}
