import GRDB
import MoviesData
import MoviesDomain

/// Keeping `diary_film`, `diary_film_period` and `diary_count` (``SQLiteStore/diaryCountsSchema``) as a
/// diary changes: a film enters a period with its first watch there, and leaves it with its last.
extension SQLiteStore {
    /// A watch now in the diary (logged, or brought back): it counts on its day, and its film in all time and
    /// its day's year.
    static func count(_ watch: WatchRecord, in db: Database) throws {
        try tallyDay(of: watch, by: 1, in: db)
        try countFilm(watch, in: db)
    }

    private static func countFilm(_ watch: WatchRecord, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO diary_film (account_id, film, film_title, film_year, poster_path, runtime, genres,
                    directors, cast_names, people)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, film) DO NOTHING
                """
        ).execute(arguments: [
            watch.member, watch.film, watch.title, watch.year, watch.posterPath, watch.runtime, watch.genres,
            watch.directors, watch.cast, watch.people,
        ])
        // A film new to the diary is kept as this watch has it: its keys need no reading back.
        var keys = db.changesCount > 0 ? watch.countKeys : nil
        for period in periods(of: watch.day) { try enter(watch.member, watch.film, period, keys: &keys, in: db) }
    }

    /// A watch gone from the diary (deleted): its film leaves the periods it was the last watch of in.
    static func uncount(_ watch: WatchRecord, in db: Database) throws {
        try tallyDay(of: watch, by: -1, in: db)
        var keys: [DiaryCountKey]?
        for period in periods(of: watch.day).reversed() {
            try leave(watch.member, watch.film, period, keys: &keys, in: db)
        }
    }

    /// A watch changed: moved to another day, or marked a rewatch or not.
    static func recount(_ old: WatchRecord, as new: WatchRecord, in db: Database) throws {
        guard old.day != new.day || old.isRewatch != new.isRewatch else { return }
        try tallyDay(of: old, by: -1, in: db)
        try tallyDay(of: new, by: 1, in: db)
        let (before, after) = (year(old.day), year(new.day))
        guard before != after else { return }
        var keys: [DiaryCountKey]?
        if let before { try leave(old.member, old.film, before, keys: &keys, in: db) }
        if let after { try enter(new.member, new.film, after, keys: &keys, in: db) }
    }

    /// Adds the watch to its day's tally (`sign` 1), or takes it away (-1).
    private static func tallyDay(of watch: WatchRecord, by sign: Int, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO diary_day (account_id, day, watches, rewatches, minutes) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (account_id, day) DO UPDATE SET watches = watches + excluded.watches,
                    rewatches = rewatches + excluded.rewatches, minutes = minutes + excluded.minutes
                """
        ).execute(arguments: [
            watch.member, watch.day ?? "", sign, watch.isRewatch ? sign : 0, (watch.runtime ?? 0) * sign,
        ])
        if sign < 0 {
            try db.cachedStatement(sql: "DELETE FROM diary_day WHERE account_id = ? AND day = ? AND watches <= 0")
                .execute(arguments: [watch.member, watch.day ?? ""])
        }
    }

    /// Counts the films of every watch of every diary: what migration 13 does for the diaries kept before it
    /// (their days are added up in its SQL).
    static func countDiaries(in db: Database) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT account_id, film, film_title, film_year, poster_path, runtime, genres, directors, cast_names,
                    people, day FROM watch WHERE deleted IS NULL ORDER BY logged, id
                """)
        for row in rows {
            let record = WatchRecord(
                id: "", member: row[0], film: row[1], title: row[2], year: row[3], posterPath: row[4],
                runtime: row[5], genres: row[6], directors: row[7], cast: row[8], people: row[9], day: row[10],
                rating: nil, isRewatch: false, isLiked: false, logged: 0)
            try countFilm(record, in: db)
        }
    }

    private static func periods(of day: String?) -> [Int] {
        [DiaryCountKey.allTime] + (year(day).map { [$0] } ?? [])
    }

    private static func year(_ day: String?) -> Int? {
        day.flatMap { try? CalendarDay($0).year }
    }

    /// `keys` holds the film's keys once read, for the next period the same change enters or leaves.
    private static func enter(
        _ member: String, _ film: String, _ period: Int, keys: inout [DiaryCountKey]?, in db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO diary_film_period (account_id, period, film, watches, title, rating)
                VALUES (?1, ?2, ?3, 1, (SELECT film_title FROM diary_film WHERE account_id = ?1 AND film = ?3),
                    (SELECT rating FROM film_rating WHERE account_id = ?1 AND film = ?3))
                ON CONFLICT (account_id, period, film) DO UPDATE SET watches = watches + 1
                """
        ).execute(arguments: [member, period, film])
        if try watches(member, film, period, in: db) == 1 {
            try change(member, film, period, by: 1, keys: &keys, in: db)
        }
    }

    private static func leave(
        _ member: String, _ film: String, _ period: Int, keys: inout [DiaryCountKey]?, in db: Database
    ) throws {
        try db.cachedStatement(
            sql: "UPDATE diary_film_period SET watches = watches - 1 WHERE account_id = ? AND period = ? AND film = ?"
        ).execute(arguments: [member, period, film])
        guard try watches(member, film, period, in: db) == 0 else { return }
        try change(member, film, period, by: -1, keys: &keys, in: db)
        try db.cachedStatement(sql: "DELETE FROM diary_film_period WHERE account_id = ? AND period = ? AND film = ?")
            .execute(arguments: [member, period, film])
        if period == DiaryCountKey.allTime {
            try db.cachedStatement(sql: "DELETE FROM diary_film WHERE account_id = ? AND film = ?").execute(arguments: [
                member, film,
            ])
        }
    }

    private static func watches(_ member: String, _ film: String, _ period: Int, in db: Database) throws -> Int? {
        try Int.fetchOne(
            db.cachedStatement(
                sql: "SELECT watches FROM diary_film_period WHERE account_id = ? AND period = ? AND film = ?"),
            arguments: [member, period, film])
    }

    /// Adds `delta` to the count of each key of the film, as the diary first kept it, in the period; the keys
    /// are read once a change (`keys`).
    private static func change(
        _ member: String, _ film: String, _ period: Int, by delta: Int, keys cached: inout [DiaryCountKey]?,
        in db: Database
    ) throws {
        let keys = try cached ?? keptFilm(member, film, in: db).map(DiaryCountKey.keys(of:)) ?? []
        cached = keys
        guard !keys.isEmpty else { return }
        let rows = Array(repeating: "(?, ?, ?, ?, ?, ?)", count: keys.count).joined(separator: ", ")
        var values: [any DatabaseValueConvertible] = []
        for key in keys { values += [member, period, key.kind.rawValue, key.key, key.page, delta] }
        try db.cachedStatement(
            sql: """
                INSERT INTO diary_count (account_id, period, kind, key, page, films) VALUES \(rows)
                ON CONFLICT (account_id, period, kind, key)
                DO UPDATE SET films = films + excluded.films, page = coalesce(page, excluded.page)
                """
        ).execute(arguments: StatementArguments(values))
        if delta < 0 {
            try db.cachedStatement(
                sql: """
                    DELETE FROM diary_count WHERE account_id = ? AND period = ?
                    AND kind IN ('genre', 'decade', 'director', 'actor') AND films <= 0
                    """
            ).execute(arguments: [member, period])
        }
    }

    private static func keptFilm(_ member: String, _ film: String, in db: Database) throws -> WatchedFilm? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT film, film_title, film_year, poster_path, runtime, genres, directors, cast_names, people
                    FROM diary_film WHERE account_id = ? AND film = ?
                    """, arguments: [member, film])
        else { return nil }
        return WatchRecord.film(
            row[0], title: row[1], year: row[2], posterPath: row[3], runtime: row[4], genres: row[5],
            directors: row[6], cast: row[7], people: row[8])
    }
}
