import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

/// Keeping `diary_film`, `diary_film_period` and `diary_count` (``PostgresStore/diaryCountsSchema``) as a
/// diary changes: a film enters a period with its first watch there, and leaves it with its last.
extension PostgresStore {
    /// A watch now in the diary (logged, or brought back): it counts on its day, and its film in all time and
    /// its day's year.
    static func count(_ watch: WatchRecord, on connection: PostgresConnection, logger: Logger) async throws {
        try await tallyDay(of: watch, by: 1, on: connection, logger: logger)
        try await countFilm(watch, on: connection, logger: logger)
    }

    private static func countFilm(
        _ watch: WatchRecord, on connection: PostgresConnection, logger: Logger
    ) async throws {
        let inserted = try await connection.query(
            """
            INSERT INTO diary_film (account_id, film, film_title, film_year, poster_path, runtime, genres,
                directors, cast_names, people)
            VALUES (\(watch.member), \(watch.film), \(watch.title), \(watch.year), \(watch.posterPath),
                \(watch.runtime), \(watch.genres), \(watch.directors), \(watch.cast), \(watch.people))
            ON CONFLICT (account_id, film) DO NOTHING
            RETURNING 1
            """, logger: logger)
        var isNew = false
        for try await _ in inserted { isNew = true }
        // A film new to the diary is kept as this watch has it: its keys need no reading back.
        var keys = isNew ? watch.countKeys : nil
        for period in periods(of: watch.day) {
            try await enter(watch.member, watch.film, period, keys: &keys, on: connection, logger: logger)
        }
    }

    /// A watch gone from the diary (deleted): its film leaves the periods it was the last watch of in.
    static func uncount(_ watch: WatchRecord, on connection: PostgresConnection, logger: Logger) async throws {
        try await tallyDay(of: watch, by: -1, on: connection, logger: logger)
        var keys: [DiaryCountKey]?
        for period in periods(of: watch.day).reversed() {
            try await leave(watch.member, watch.film, period, keys: &keys, on: connection, logger: logger)
        }
    }

    /// A watch changed: moved to another day, or marked a rewatch or not.
    static func recount(
        _ old: WatchRecord, as new: WatchRecord, on connection: PostgresConnection, logger: Logger
    ) async throws {
        guard old.day != new.day || old.isRewatch != new.isRewatch else { return }
        try await tallyDay(of: old, by: -1, on: connection, logger: logger)
        try await tallyDay(of: new, by: 1, on: connection, logger: logger)
        let (before, after) = (year(old.day), year(new.day))
        guard before != after else { return }
        var keys: [DiaryCountKey]?
        if let before { try await leave(old.member, old.film, before, keys: &keys, on: connection, logger: logger) }
        if let after { try await enter(new.member, new.film, after, keys: &keys, on: connection, logger: logger) }
    }

    /// Adds the watch to its day's tally (`sign` 1), or takes it away (-1).
    private static func tallyDay(
        of watch: WatchRecord, by sign: Int, on connection: PostgresConnection, logger: Logger
    ) async throws {
        let (day, rewatches, minutes) = (watch.day ?? "", watch.isRewatch ? sign : 0, (watch.runtime ?? 0) * sign)
        try await connection.query(
            """
            INSERT INTO diary_day (account_id, day, watches, rewatches, minutes)
            VALUES (\(watch.member), \(day), \(sign), \(rewatches), \(minutes))
            ON CONFLICT (account_id, day) DO UPDATE SET watches = diary_day.watches + excluded.watches,
                rewatches = diary_day.rewatches + excluded.rewatches, minutes = diary_day.minutes + excluded.minutes
            """, logger: logger)
        if sign < 0 {
            try await connection.query(
                "DELETE FROM diary_day WHERE account_id = \(watch.member) AND day = \(day) AND watches <= 0",
                logger: logger)
        }
    }

    /// Counts the films of every watch of every diary: what migration 8 does for the diaries kept before it
    /// (their days are added up in its SQL).
    static func countDiaries(on connection: PostgresConnection, logger: Logger) async throws {
        var records: [WatchRecord] = []
        let rows = try await connection.query(
            """
            SELECT account_id, film, film_title, film_year, poster_path, runtime, genres, directors, cast_names,
                people, day FROM watch WHERE deleted IS NULL ORDER BY logged, id
            """, logger: logger)
        for try await row in rows {
            let columns = try row.decode(
                (String, String, String, Int?, String?, Int?, String, String, String, String, String?).self)
            records.append(
                WatchRecord(
                    id: "", member: columns.0, film: columns.1, title: columns.2, year: columns.3,
                    posterPath: columns.4, runtime: columns.5, genres: columns.6, directors: columns.7,
                    cast: columns.8, people: columns.9, day: columns.10, rating: nil, isRewatch: false,
                    isLiked: false, logged: 0))
        }
        for record in records { try await countFilm(record, on: connection, logger: logger) }
    }

    static func periods(of day: String?) -> [Int] {
        [DiaryCountKey.allTime] + (year(day).map { [$0] } ?? [])
    }

    private static func year(_ day: String?) -> Int? {
        day.flatMap { try? CalendarDay($0).year }
    }

    /// `keys` holds the film's keys once read, for the next period the same change enters or leaves.
    private static func enter(
        _ member: String, _ film: String, _ period: Int, keys: inout [DiaryCountKey]?,
        on connection: PostgresConnection, logger: Logger
    ) async throws {
        let watches = try await connection.query(
            """
            INSERT INTO diary_film_period (account_id, period, film, watches, title, rating)
            VALUES (\(member), \(period), \(film), 1,
                (SELECT film_title FROM diary_film WHERE account_id = \(member) AND film = \(film)),
                (SELECT rating FROM film_rating WHERE account_id = \(member) AND film = \(film)))
            ON CONFLICT (account_id, period, film) DO UPDATE SET watches = diary_film_period.watches + 1
            RETURNING watches
            """, logger: logger)
        for try await count in watches.decode(Int.self) where count == 1 {
            try await change(member, film, period, by: 1, keys: &keys, on: connection, logger: logger)
        }
    }

    private static func leave(
        _ member: String, _ film: String, _ period: Int, keys: inout [DiaryCountKey]?,
        on connection: PostgresConnection, logger: Logger
    ) async throws {
        var left = false
        for try await count in try await connection.query(
            """
            UPDATE diary_film_period SET watches = watches - 1
            WHERE account_id = \(member) AND period = \(period) AND film = \(film) RETURNING watches
            """, logger: logger
        ).decode(Int.self) {
            left = count <= 0
        }
        guard left else { return }
        try await change(member, film, period, by: -1, keys: &keys, on: connection, logger: logger)
        try await connection.query(
            "DELETE FROM diary_film_period WHERE account_id = \(member) AND period = \(period) AND film = \(film)",
            logger: logger)
        if period == DiaryCountKey.allTime {
            try await connection.query(
                "DELETE FROM diary_film WHERE account_id = \(member) AND film = \(film)", logger: logger)
        }
    }

    /// Adds `delta` to the count of each key of the film, as the diary first kept it, in the period; the keys
    /// are read once a change (`keys`).
    private static func change(
        _ member: String, _ film: String, _ period: Int, by delta: Int, keys cached: inout [DiaryCountKey]?,
        on connection: PostgresConnection, logger: Logger
    ) async throws {
        let keys: [DiaryCountKey]
        if let cached {
            keys = cached
        } else {
            keys = try await keptFilm(member, film, on: connection, logger: logger).map(DiaryCountKey.keys(of:)) ?? []
        }
        cached = keys
        guard !keys.isEmpty else { return }
        let (kinds, names, pages) = (keys.map(\.kind.rawValue), keys.map(\.key), keys.map { $0.page ?? "" })
        try await connection.query(
            """
            INSERT INTO diary_count (account_id, period, kind, key, page, films)
            SELECT \(member), \(period), k.kind, k.key, NULLIF(k.page, ''), \(delta)
            FROM unnest(\(kinds)::text[], \(names)::text[], \(pages)::text[]) AS k (kind, key, page)
            ON CONFLICT (account_id, period, kind, key) DO UPDATE
            SET films = diary_count.films + excluded.films, page = coalesce(diary_count.page, excluded.page)
            """, logger: logger)
        if delta < 0 {
            try await connection.query(
                """
                DELETE FROM diary_count WHERE account_id = \(member) AND period = \(period)
                AND kind IN ('genre', 'decade', 'director', 'actor') AND films <= 0
                """, logger: logger)
        }
    }

    static func keptFilm(
        _ member: String, _ film: String, on connection: PostgresConnection, logger: Logger
    ) async throws -> WatchedFilm? {
        try await keptFilms(member, [film], on: connection, logger: logger)[film]
    }

    /// The films of `films` the member's diary has, as it first kept them, by film: one read.
    static func keptFilms(
        _ member: String, _ films: [String], on connection: PostgresConnection, logger: Logger
    ) async throws -> [String: WatchedFilm] {
        let rows = try await connection.query(
            """
            SELECT film, film_title, film_year, poster_path, runtime, genres, directors, cast_names, people
            FROM diary_film WHERE account_id = \(member) AND film = ANY (\(films)::text[])
            """, logger: logger)
        var kept: [String: WatchedFilm] = [:]
        for try await row in rows {
            let columns = try row.decode((String, String, Int?, String?, Int?, String, String, String, String).self)
            kept[columns.0] = WatchRecord.film(
                columns.0, title: columns.1, year: columns.2, posterPath: columns.3, runtime: columns.4,
                genres: columns.5, directors: columns.6, cast: columns.7, people: columns.8)
        }
        return kept
    }
}
