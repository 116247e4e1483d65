import Foundation
import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// A member's watches (deleted ones never), newest first: one of them (`id`), those of one film, those a
    /// filter admits, a page of them (`page`: how many, after how many).
    static func watches(
        of member: String, id: String? = nil, film: String? = nil, filter: DiaryFilter = .all,
        page: (count: Int, offset: Int)? = nil, on connection: PostgresConnection, logger: Logger
    ) async throws -> [Watch] {
        let (first, last) = yearRange(filter.year)
        let limit = page.map { "LIMIT \($0.count) OFFSET \($0.offset)" } ?? ""
        let rows = try await connection.query(
            """
            \(unescaped: WatchRecord.select(.postgres)) WHERE account_id = \(member) AND deleted IS NULL
            AND (\(id)::text IS NULL OR id = \(id)) AND (\(film)::text IS NULL OR film = \(film))
            AND (\(first)::text IS NULL OR day BETWEEN \(first) AND \(last))
            AND (\(filter.rating)::integer IS NULL OR rating = \(filter.rating))
            AND (\(filter.rewatch)::boolean IS NULL OR rewatch = \(filter.rewatch))
            AND (\(filter.tag?.key)::text IS NULL OR id IN (
                SELECT watch_id FROM watch_tag WHERE account_id = \(member) AND key = \(filter.tag?.key)))
            \(unescaped: WatchRecord.newestFirst) \(unescaped: limit)
            """, logger: logger)
        var watches: [Watch] = []
        for try await row in rows {
            let columns = try row.decode(
                (
                    String, String, String, String, Int?, String?, Int?, String, String, String, String, String?, Int?,
                    Bool, Bool, Double, String?, Bool?, Double?, Double?, String, Double?, String?, String?
                ).self)
            let record = WatchRecord(
                id: columns.0, member: columns.1, film: columns.2, title: columns.3, year: columns.4,
                posterPath: columns.5, runtime: columns.6, genres: columns.7, directors: columns.8, cast: columns.9,
                people: columns.10, day: columns.11, rating: columns.12, isRewatch: columns.13, isLiked: columns.14,
                logged: columns.15, likedAt: columns.21
            ).reviewed(
                text: columns.16, spoilers: columns.17, written: columns.18, edited: columns.19, tags: columns.20,
                companions: columns.22, source: columns.23)
            if let watch = record.toDomain() { watches.append(watch) }
        }
        return watches
    }

    /// The member's watch with this id; nil for none, or another member's.
    static func watch(
        _ id: Watch.ID, of member: User.ID, on connection: PostgresConnection, logger: Logger
    ) async throws -> Watch? {
        try await watches(of: member.rawValue, id: id.rawValue, on: connection, logger: logger).first
    }

    /// How many of a member's watches a filter admits.
    static func diaryCount(
        of member: String, filter: DiaryFilter, on connection: PostgresConnection, logger: Logger
    ) async throws -> Int {
        let (first, last) = yearRange(filter.year)
        let rows = try await connection.query(
            """
            SELECT count(*) FROM watch WHERE account_id = \(member) AND deleted IS NULL
            AND (\(first)::text IS NULL OR day BETWEEN \(first) AND \(last))
            AND (\(filter.rating)::integer IS NULL OR rating = \(filter.rating))
            AND (\(filter.rewatch)::boolean IS NULL OR rewatch = \(filter.rewatch))
            AND (\(filter.tag?.key)::text IS NULL OR id IN (
                SELECT watch_id FROM watch_tag WHERE account_id = \(member) AND key = \(filter.tag?.key)))
            """, logger: logger)
        for try await count in rows.decode(Int.self) { return count }
        return 0
    }

    /// The member's rating of the film becomes their latest rated watch's (the diary's order), or none; the
    /// diary's periods are told of it. One statement. The film's watches are found first, by the index of
    /// member and film: asked for the newest at once, a planner with no statistics yet (a new server's
    /// first import) walks every watch of the member instead: 20,000 rated watches by four members read
    /// 38.6 million rows.
    static func rerate(
        _ film: String, by member: String, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query(
            """
            WITH film_watches AS MATERIALIZED (
                SELECT rating, logged, day, id, deleted FROM watch WHERE account_id = \(member) AND film = \(film)),
            latest AS (
                SELECT rating, logged FROM film_watches WHERE deleted IS NULL AND rating IS NOT NULL
                \(unescaped: WatchRecord.newestFirst) LIMIT 1),
            gone AS (
                DELETE FROM film_rating WHERE account_id = \(member) AND film = \(film)
                    AND NOT EXISTS (SELECT 1 FROM latest)),
            rated AS (
                INSERT INTO film_rating (account_id, film, rating, rated)
                SELECT \(member), \(film), rating, logged FROM latest
                ON CONFLICT (account_id, film) DO UPDATE SET rating = excluded.rating, rated = excluded.rated
                WHERE film_rating.rating <> excluded.rating OR film_rating.rated <> excluded.rated)
            UPDATE diary_film_period SET rating = (SELECT rating FROM latest)
            WHERE account_id = \(member) AND film = \(film)
            """, logger: logger)
    }

    /// The first and last days of a year, as the diary writes days; nil for any year.
    private static func yearRange(_ year: Int?) -> (String?, String?) {
        guard let year else { return (nil, nil) }
        let days = WatchRecord.days(of: year)
        return (days.first, days.last)
    }
}
