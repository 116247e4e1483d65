public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    @discardableResult
    public func add(_ watch: Watch) async throws -> Watch {
        let (logger, record) = (logger, WatchRecord(watch))
        try await access { connection in
            try await Self.requiringAccount { try await Self.log(record, on: connection, logger: logger) }
        }
        return watch
    }

    /// One transaction for them all: an import's batch is written whole or not at all.
    public func addAll(_ watches: [Watch]) async throws {
        let (logger, records) = (logger, watches.map(WatchRecord.init))
        try await transaction(timeout: Self.batchTimeout) { connection in
            // Each watch as a log writes it, one statement a watch, the films the diary kept read at once.
            // (A film new to the diary twice in one batch counts its keys as its first watch has them: a film
            // is the same film in both.)
            try await Self.requiringAccount {
                for (member, watches) in Dictionary(grouping: records, by: \.member) {
                    let kept = try await Self.keptFilms(
                        member, Array(Set(watches.map(\.film))), on: connection, logger: logger)
                    for record in watches {
                        try await Self.log(record, kept: kept[record.film], on: connection, logger: logger)
                    }
                }
            }
        }
    }

    /// Inserts the watch with its review, rates the film by it and counts it, a statement at a time, writing
    /// only the columns the first schemas had: what a migration replaying older rows uses (a watch logged now
    /// is written by ``log(_:on:logger:)``).
    static func insert(_ record: WatchRecord, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            """
            INSERT INTO watch (id, account_id, film, film_title, film_year, poster_path, runtime, genres,
                directors, cast_names, people, day, rating, rewatch, liked, logged)
            VALUES (\(record.id), \(record.member), \(record.film), \(record.title), \(record.year),
                \(record.posterPath), \(record.runtime), \(record.genres), \(record.directors), \(record.cast),
                \(record.people), \(record.day), \(record.rating), \(record.isRewatch), \(record.isLiked), \(record.logged))
            """, logger: logger)
        // Apart, as the tags are: a migration from before the column inserts watches never liked.
        if let likedAt = record.likedAt {
            try await connection.query(
                "UPDATE watch SET liked_at = \(likedAt) WHERE id = \(record.id)", logger: logger)
        }
        if let source = record.source {
            try await connection.query("UPDATE watch SET source = \(source) WHERE id = \(record.id)", logger: logger)
        }
        if let review = record.review {
            try await connection.query(
                """
                INSERT INTO review (watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers,
                    written, edited)
                VALUES (\(record.id), \(record.member), \(record.film), \(record.title), \(record.year),
                    \(record.posterPath), \(review.text), \(review.hasSpoilers), \(review.written.timeIntervalSince1970),
                    \(review.edited?.timeIntervalSince1970))
                """, logger: logger)
        }
        if !record.tags.isEmpty { try await tag(record, on: connection, logger: logger) }
        if record.rating != nil {
            try await rerate(record.film, by: record.member, on: connection, logger: logger)
        }
        try await count(record, on: connection, logger: logger)
    }

    public func update(
        _ id: Watch.ID, of member: User.ID, to details: WatchDetails, at time: Date
    ) async throws -> Watch? {
        let logger = logger
        return try await transaction { connection in
            guard let watch = try await Self.watch(id, of: member, on: connection, logger: logger) else { return nil }
            let changed = watch.with(details, at: time)
            try await connection.query(
                """
                UPDATE watch SET day = \(details.day?.description), rating = \(details.rating),
                    rewatch = \(details.isRewatch), liked = \(details.isLiked),
                    liked_at = \(changed.liked?.timeIntervalSince1970)
                WHERE id = \(id.rawValue)
                """, logger: logger)
            try await Self.recount(
                WatchRecord(watch), as: WatchRecord(watch.with(details)), on: connection, logger: logger)
            if details.tags.map(\.text) != watch.details.tags.map(\.text) {
                try await Self.tag(WatchRecord(watch.with(details)), on: connection, logger: logger)
            }
            if details.rating != watch.details.rating || details.day != watch.details.day {
                try await Self.rerate(
                    watch.film.reference.description, by: member.rawValue, on: connection, logger: logger)
            }
            return changed
        }
    }

    public func delete(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        let logger = logger
        return try await transaction { connection in
            guard let watch = try await Self.watch(id, of: member, on: connection, logger: logger) else { return nil }
            try await connection.query(
                "DELETE FROM watch WHERE account_id = \(member.rawValue) AND deleted IS NOT NULL", logger: logger)
            try await connection.query(
                "UPDATE watch SET deleted = \(Date().timeIntervalSince1970) WHERE id = \(id.rawValue)", logger: logger)
            try await Self.uncount(WatchRecord(watch), on: connection, logger: logger)
            try await Self.rerate(watch.film.reference.description, by: member.rawValue, on: connection, logger: logger)
            return watch
        }
    }

    public func undoDelete(of member: User.ID) async throws -> Watch? {
        let logger = logger
        return try await transaction { connection in
            let restored = try await Self.strings(
                """
                UPDATE watch SET deleted = NULL WHERE account_id = \(member.rawValue) AND deleted IS NOT NULL
                RETURNING id
                """, on: connection, logger: logger)
            guard let id = restored.first,
                let watch = try await Self.watches(of: member.rawValue, id: id, on: connection, logger: logger).first
            else { return nil }
            try await Self.count(WatchRecord(watch), on: connection, logger: logger)
            try await Self.rerate(watch.film.reference.description, by: member.rawValue, on: connection, logger: logger)
            return watch
        }
    }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        let logger = logger
        return try await access { connection in
            try await Self.watch(id, of: member, on: connection, logger: logger)
        }
    }

    public func watches(
        of member: User.ID, filter: DiaryFilter, page: PageNumber, pageSize: Int
    ) async throws -> Paged<Watch> {
        let logger = logger
        return try await access { connection in
            let total = try await Self.diaryCount(of: member.rawValue, filter: filter, on: connection, logger: logger)
            let items = try await Self.watches(
                of: member.rawValue, filter: filter, page: (pageSize, (page.value - 1) * pageSize), on: connection,
                logger: logger)
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    public func watches(of film: FilmReference, by member: User.ID) async throws -> [Watch] {
        let logger = logger
        return try await access { connection in
            try await Self.watches(of: member.rawValue, film: film.description, on: connection, logger: logger)
        }
    }

    public func allWatches(of member: User.ID) async throws -> [Watch] {
        let logger = logger
        return try await access { connection in
            try await Self.watches(of: member.rawValue, on: connection, logger: logger)
        }
    }

    /// Read as one row of arrays: thousands of rows would cost more to decode than to find.
    public func diaryFilms(of member: User.ID) async throws -> DiaryFilms {
        let logger = logger
        return try await access { connection in
            // Each film once as the diary keeps it, and the ratings as kept: arrays, in one row.
            let rows = try await connection.query(
                """
                SELECT w.films, r.films, r.ratings
                FROM (SELECT array_agg(film) AS films FROM diary_film WHERE account_id = \(member.rawValue)) w,
                    (SELECT array_agg(film) AS films, array_agg(rating) AS ratings FROM film_rating
                    WHERE account_id = \(member.rawValue)) r
                """, logger: logger)
            var (watched, ratings): (Set<FilmReference>, [FilmReference: Int]) = ([], [:])
            for try await (films, rated, rating) in rows.decode(([String]?, [String]?, [Int]?).self) {
                watched.reserveCapacity(films?.count ?? 0)
                for film in films ?? [] { if let film = try? FilmReference(film) { watched.insert(film) } }
                ratings.reserveCapacity(rated?.count ?? 0)
                for (film, rating) in zip(rated ?? [], rating ?? []) {
                    if let film = try? FilmReference(film) { ratings[film] = rating }
                }
            }
            return DiaryFilms(watched: watched, ratings: ratings)
        }
    }

    public func ratings(of films: [FilmReference], by member: User.ID) async throws -> [FilmReference: Int] {
        guard !films.isEmpty else { return [:] }
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT film, rating FROM film_rating
                WHERE account_id = \(member.rawValue) AND film = ANY(\(films.map(\.description))::text[])
                """, logger: logger)
            var found: [FilmReference: Int] = [:]
            for try await (film, rating) in rows.decode((String, Int).self) {
                if let film = try? FilmReference(film) { found[film] = rating }
            }
            return found
        }
    }

    public func isPublic(_ member: User.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT public FROM diary_setting WHERE account_id = \(member.rawValue)", logger: logger)
            for try await isPublic in rows.decode(Bool.self) { return isPublic }
            return false
        }
    }

    public func setPublic(_ isPublic: Bool, for member: User.ID) async throws {
        let logger = logger
        _ = try await access { connection in
            try await Self.requiringAccount {
                try await connection.query(
                    """
                    INSERT INTO diary_setting (account_id, public) VALUES (\(member.rawValue), \(isPublic))
                    ON CONFLICT (account_id) DO UPDATE SET public = excluded.public
                    """, logger: logger)
            }
        }
    }

    public func shapesPicks(_ member: User.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT shapes_picks FROM diary_setting WHERE account_id = \(member.rawValue)", logger: logger)
            for try await shapes in rows.decode(Bool.self) { return shapes }
            return false
        }
    }

    public func setShapesPicks(_ shapesPicks: Bool, for member: User.ID) async throws {
        let logger = logger
        _ = try await access { connection in
            try await Self.requiringAccount {
                try await connection.query(
                    """
                    INSERT INTO diary_setting (account_id, public, shapes_picks)
                    VALUES (\(member.rawValue), false, \(shapesPicks))
                    ON CONFLICT (account_id) DO UPDATE SET shapes_picks = excluded.shapes_picks
                    """, logger: logger)
            }
        }
    }

    public func watched(among films: [FilmReference], by member: User.ID) async throws -> Set<FilmReference> {
        guard !films.isEmpty else { return [] }
        let logger = logger
        return try await access { connection in
            let found = try await Self.strings(
                """
                SELECT DISTINCT film FROM watch WHERE account_id = \(member.rawValue) AND deleted IS NULL
                AND film = ANY(\(films.map(\.description))::text[])
                """, on: connection, logger: logger)
            return Set(found.compactMap { try? FilmReference($0) })
        }
    }
}
