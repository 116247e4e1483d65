import Foundation
import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Logs one watch in two round trips: the film as the diary first kept it, read (its counted keys, if
    /// the diary has it), then one statement that writes the rest together: the watch with its like, source
    /// and tags, its review, the film's rating (its latest rated watch, this one among them), the day's tally,
    /// the film's place in the diary and in the periods it enters, and the counts of the keys of each period
    /// it is new to. One statement is one transaction: it is written whole or not at all.
    ///
    /// An import's batch writes each of its watches so, in the batch's one transaction. What
    /// ``insert(_:on:logger:)`` writes a statement at a time (for a migration), this writes at once; the
    /// diary's contract tests hold every store to the same diaries.
    static func log(_ record: WatchRecord, on connection: PostgresConnection, logger: Logger) async throws {
        let kept = try await keptFilm(record.member, record.film, on: connection, logger: logger)
        try await log(record, kept: kept, on: connection, logger: logger)
    }

    /// `kept`: the film as the diary first kept it, read already (an import reads its batch's at once); nil
    /// for a film new to the diary.
    static func log(
        _ record: WatchRecord, kept: WatchedFilm?, on connection: PostgresConnection, logger: Logger
    ) async throws {
        // The keys are counted as the diary first kept the film; a film new to it, as this watch has it.
        let keys = kept.map(DiaryCountKey.keys(of:)) ?? record.countKeys
        let (kinds, names, pages) = (keys.map(\.kind.rawValue), keys.map(\.key), keys.map { $0.page ?? "" })
        let periods = periods(of: record.day)
        let tags = record.tagRows
        let review = record.review
        let rated = record.rating != nil
        let (rewatches, minutes) = (record.isRewatch ? 1 : 0, record.runtime ?? 0)
        try await connection.query(
            """
            WITH logged AS (
                INSERT INTO watch (id, account_id, film, film_title, film_year, poster_path, runtime, genres,
                    directors, cast_names, people, day, rating, rewatch, liked, logged, liked_at, source, tags)
                VALUES (\(record.id), \(record.member), \(record.film), \(record.title), \(record.year),
                    \(record.posterPath), \(record.runtime), \(record.genres), \(record.directors), \(record.cast),
                    \(record.people), \(record.day), \(record.rating), \(record.isRewatch), \(record.isLiked),
                    \(record.logged), \(record.likedAt), \(record.source), \(record.tags))
                RETURNING id),
            reviewed AS (
                INSERT INTO review (watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers,
                    written, edited)
                SELECT id, \(record.member), \(record.film), \(record.title), \(record.year), \(record.posterPath),
                    \(review?.text)::text, \(review?.hasSpoilers ?? false),
                    \(review?.written.timeIntervalSince1970)::double precision,
                    \(review?.edited?.timeIntervalSince1970)::double precision
                FROM logged WHERE \(review != nil)),
            tagged AS (
                INSERT INTO watch_tag (watch_id, account_id, key, tag)
                SELECT logged.id, \(record.member), t.key, t.tag
                FROM logged, unnest(\(tags.map(\.key))::text[], \(tags.map(\.tag))::text[]) AS t (key, tag)
                ON CONFLICT DO NOTHING),
            tallied AS (
                INSERT INTO diary_day (account_id, day, watches, rewatches, minutes)
                VALUES (\(record.member), \(record.day ?? ""), 1, \(rewatches), \(minutes))
                ON CONFLICT (account_id, day) DO UPDATE SET watches = diary_day.watches + 1,
                    rewatches = diary_day.rewatches + excluded.rewatches,
                    minutes = diary_day.minutes + excluded.minutes),
            kept AS (
                INSERT INTO diary_film (account_id, film, film_title, film_year, poster_path, runtime, genres,
                    directors, cast_names, people)
                VALUES (\(record.member), \(record.film), \(record.title), \(record.year), \(record.posterPath),
                    \(record.runtime), \(record.genres), \(record.directors), \(record.cast), \(record.people))
                ON CONFLICT (account_id, film) DO NOTHING),
            latest AS (
                SELECT rating, logged FROM (
                    SELECT rating, logged, day, id FROM watch
                    WHERE account_id = \(record.member) AND film = \(record.film) AND deleted IS NULL
                        AND rating IS NOT NULL
                    UNION ALL
                    SELECT \(record.rating)::integer, \(record.logged)::double precision, \(record.day)::text,
                        \(record.id)::text
                ) AS watches
                WHERE \(rated) \(unescaped: WatchRecord.newestFirst) LIMIT 1),
            rerated AS (
                INSERT INTO film_rating (account_id, film, rating, rated)
                SELECT \(record.member), \(record.film), rating, logged FROM latest
                ON CONFLICT (account_id, film) DO UPDATE SET rating = excluded.rating, rated = excluded.rated
                WHERE film_rating.rating <> excluded.rating OR film_rating.rated <> excluded.rated),
            entered AS (
                INSERT INTO diary_film_period (account_id, period, film, watches, title, rating)
                SELECT \(record.member), p.period, \(record.film), 1,
                    coalesce(
                        (SELECT film_title FROM diary_film WHERE account_id = \(record.member) AND film = \(record.film)),
                        \(record.title)),
                    CASE WHEN \(rated) THEN (SELECT rating FROM latest)
                    ELSE (SELECT rating FROM film_rating WHERE account_id = \(record.member) AND film = \(record.film))
                    END
                FROM unnest(\(periods)::integer[]) AS p (period)
                ON CONFLICT (account_id, period, film) DO UPDATE SET watches = diary_film_period.watches + 1,
                    rating = CASE WHEN \(rated) THEN excluded.rating ELSE diary_film_period.rating END
                RETURNING period, watches),
            others AS (
                UPDATE diary_film_period SET rating = (SELECT rating FROM latest)
                WHERE \(rated) AND account_id = \(record.member) AND film = \(record.film)
                    AND period <> ALL (\(periods)::integer[]))
            INSERT INTO diary_count (account_id, period, kind, key, page, films)
            SELECT \(record.member), entered.period, k.kind, k.key, NULLIF(k.page, ''), 1
            FROM entered, unnest(\(kinds)::text[], \(names)::text[], \(pages)::text[]) AS k (kind, key, page)
            WHERE entered.watches = 1
            ON CONFLICT (account_id, period, kind, key) DO UPDATE
            SET films = diary_count.films + excluded.films, page = coalesce(diary_count.page, excluded.page)
            """, logger: logger)
    }
}
