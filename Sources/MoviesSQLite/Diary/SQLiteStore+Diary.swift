public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    @discardableResult
    public func add(_ watch: Watch) async throws -> Watch {
        let record = WatchRecord(watch)
        try await write { db in try Self.requiringAccount { try Self.insert(record, in: db) } }
        return watch
    }

    /// One transaction for them all: an import's batch is written whole or not at all.
    public func addAll(_ watches: [Watch]) async throws {
        let records = watches.map(WatchRecord.init)
        try await write { db in
            try Self.requiringAccount {
                for record in records { try Self.insert(record, in: db) }
            }
        }
    }

    /// Inserts the watch with its review, rates the film by it and counts it.
    static func insert(_ record: WatchRecord, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO watch (id, account_id, film, film_title, film_year, poster_path, runtime, genres,
                    directors, cast_names, people, day, rating, rewatch, liked, logged)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            record.id, record.member, record.film, record.title, record.year, record.posterPath,
            record.runtime, record.genres, record.directors, record.cast, record.people, record.day,
            record.rating, record.isRewatch, record.isLiked, record.logged,
        ])
        // Apart, as the tags are: a migration from before the column inserts watches never liked.
        if let likedAt = record.likedAt {
            try db.cachedStatement(sql: "UPDATE watch SET liked_at = ? WHERE id = ?")
                .execute(arguments: [likedAt, record.id])
        }
        if let source = record.source {
            try db.cachedStatement(sql: "UPDATE watch SET source = ? WHERE id = ?").execute(arguments: [
                source, record.id,
            ])
        }
        if let review = record.review {
            try db.cachedStatement(
                sql: """
                    INSERT INTO review (watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers,
                        written, edited)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                record.id, record.member, record.film, record.title, record.year, record.posterPath, review.text,
                review.hasSpoilers, review.written.timeIntervalSince1970, review.edited?.timeIntervalSince1970,
            ])
        }
        if !record.tags.isEmpty { try tag(record, in: db) }
        if record.rating != nil { try rerate(record.film, by: record.member, in: db) }
        try count(record, in: db)
    }

    public func update(
        _ id: Watch.ID, of member: User.ID, to details: WatchDetails, at time: Date
    ) async throws -> Watch? {
        try await write { db in
            guard let watch = try Self.watch(id, of: member, in: db) else { return nil }
            let changed = watch.with(details, at: time)
            try db.cachedStatement(
                sql: "UPDATE watch SET day = ?, rating = ?, rewatch = ?, liked = ?, liked_at = ? WHERE id = ?"
            ).execute(arguments: [
                details.day?.description, details.rating, details.isRewatch, details.isLiked,
                changed.liked?.timeIntervalSince1970, id.rawValue,
            ])
            try Self.recount(WatchRecord(watch), as: WatchRecord(watch.with(details)), in: db)
            if details.tags.map(\.text) != watch.details.tags.map(\.text) {
                try Self.tag(WatchRecord(watch.with(details)), in: db)
            }
            if details.rating != watch.details.rating || details.day != watch.details.day {
                try Self.rerate(watch.film.reference.description, by: member.rawValue, in: db)
            }
            return changed
        }
    }

    public func delete(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        try await write { db in
            guard let watch = try Self.watch(id, of: member, in: db) else { return nil }
            try db.cachedStatement(sql: "DELETE FROM watch WHERE account_id = ? AND deleted IS NOT NULL").execute(
                arguments: [member.rawValue])
            try db.cachedStatement(sql: "UPDATE watch SET deleted = ? WHERE id = ?").execute(arguments: [
                Date().timeIntervalSince1970, id.rawValue,
            ])
            try Self.uncount(WatchRecord(watch), in: db)
            try Self.rerate(watch.film.reference.description, by: member.rawValue, in: db)
            return watch
        }
    }

    public func undoDelete(of member: User.ID) async throws -> Watch? {
        try await write { db in
            let id = try String.fetchOne(
                db, sql: "SELECT id FROM watch WHERE account_id = ? AND deleted IS NOT NULL",
                arguments: [member.rawValue])
            guard let id else { return nil }
            try db.cachedStatement(sql: "UPDATE watch SET deleted = NULL WHERE id = ?").execute(arguments: [id])
            guard let watch = try Self.watches("WHERE id = ?", [id], db).first else { return nil }
            try Self.count(WatchRecord(watch), in: db)
            try Self.rerate(watch.film.reference.description, by: member.rawValue, in: db)
            return watch
        }
    }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        try await read { db in
            try Self.watch(id, of: member, in: db)
        }
    }

    public func watches(
        of member: User.ID, filter: DiaryFilter, page: PageNumber, pageSize: Int
    ) async throws -> Paged<Watch> {
        try await read { db in
            let (clause, values) = Self.condition(member, filter)
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM watch \(clause) AND deleted IS NULL",
                    arguments: StatementArguments(values)) ?? 0
            let items = try Self.watches(
                clause, values, db, limit: "LIMIT \(pageSize) OFFSET \((page.value - 1) * pageSize)")
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    private static func condition(
        _ member: User.ID, _ filter: DiaryFilter
    ) -> (String, [any DatabaseValueConvertible]) {
        var clause = "WHERE account_id = ?"
        var values: [any DatabaseValueConvertible] = [member.rawValue]
        if let year = filter.year {
            clause += " AND day BETWEEN ? AND ?"
            let days = WatchRecord.days(of: year)
            values += [days.first, days.last]
        }
        if let rating = filter.rating {
            clause += " AND rating = ?"
            values.append(rating)
        }
        if let rewatch = filter.rewatch {
            clause += " AND rewatch = ?"
            values.append(rewatch)
        }
        if let tag = filter.tag {
            clause += " AND id IN (SELECT watch_id FROM watch_tag WHERE account_id = ? AND key = ?)"
            values += [member.rawValue, tag.key]
        }
        return (clause, values)
    }

    public func watches(of film: FilmReference, by member: User.ID) async throws -> [Watch] {
        try await read { db in
            // By the film's index: left to itself, SQLite reads the whole diary in order rather than sort a few.
            try Self.watches(
                "INDEXED BY watch_of_film WHERE account_id = ? AND film = ?", [member.rawValue, film.description], db)
        }
    }

    public func allWatches(of member: User.ID) async throws -> [Watch] {
        try await read { db in try Self.watches("WHERE account_id = ?", [member.rawValue], db) }
    }

    public func diaryFilms(of member: User.ID) async throws -> DiaryFilms {
        try await read { db in
            var (watched, ratings): (Set<FilmReference>, [FilmReference: Int]) = ([], [:])
            let films = try String.fetchCursor(
                db, sql: "SELECT film FROM diary_film WHERE account_id = ?", arguments: [member.rawValue])
            while let film = try films.next() { if let film = try? FilmReference(film) { watched.insert(film) } }
            let rated = try Row.fetchCursor(
                db, sql: "SELECT film, rating FROM film_rating WHERE account_id = ?", arguments: [member.rawValue])
            while let row = try rated.next() {
                if let film = try? FilmReference(row[0] as String) { ratings[film] = row[1] }
            }
            return DiaryFilms(watched: watched, ratings: ratings)
        }
    }

    public func ratings(of films: [FilmReference], by member: User.ID) async throws -> [FilmReference: Int] {
        guard !films.isEmpty else { return [:] }
        return try await read { db in
            let marks = Array(repeating: "?", count: films.count).joined(separator: ", ")
            let rows = try Row.fetchAll(
                db, sql: "SELECT film, rating FROM film_rating WHERE account_id = ? AND film IN (\(marks))",
                arguments: StatementArguments([member.rawValue] + films.map(\.description)))
            var found: [FilmReference: Int] = [:]
            for row in rows { if let film = try? FilmReference(row[0] as String) { found[film] = row[1] } }
            return found
        }
    }

    public func isPublic(_ member: User.ID) async throws -> Bool {
        try await read { db in
            try Bool.fetchOne(
                db, sql: "SELECT public FROM diary_setting WHERE account_id = ?", arguments: [member.rawValue]) ?? false
        }
    }

    public func setPublic(_ isPublic: Bool, for member: User.ID) async throws {
        try await write { db in
            try Self.requiringAccount {
                try db.cachedStatement(
                    sql: """
                        INSERT INTO diary_setting (account_id, public) VALUES (?, ?)
                        ON CONFLICT (account_id) DO UPDATE SET public = excluded.public
                        """
                ).execute(arguments: [member.rawValue, isPublic])
            }
        }
    }

    public func shapesPicks(_ member: User.ID) async throws -> Bool {
        try await read { db in
            try Bool.fetchOne(
                db, sql: "SELECT shapes_picks FROM diary_setting WHERE account_id = ?", arguments: [member.rawValue])
                ?? false
        }
    }

    public func setShapesPicks(_ shapesPicks: Bool, for member: User.ID) async throws {
        try await write { db in
            try Self.requiringAccount {
                try db.cachedStatement(
                    sql: """
                        INSERT INTO diary_setting (account_id, public, shapes_picks) VALUES (?, 0, ?)
                        ON CONFLICT (account_id) DO UPDATE SET shapes_picks = excluded.shapes_picks
                        """
                ).execute(arguments: [member.rawValue, shapesPicks])
            }
        }
    }

    public func watched(among films: [FilmReference], by member: User.ID) async throws -> Set<FilmReference> {
        guard !films.isEmpty else { return [] }
        return try await read { db in
            let marks = Array(repeating: "?", count: films.count).joined(separator: ", ")
            let found = try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT film FROM watch
                    WHERE account_id = ? AND deleted IS NULL AND film IN (\(marks))
                    """,
                arguments: StatementArguments([member.rawValue] + films.map(\.description)))
            return Set(found.compactMap { try? FilmReference($0) })
        }
    }

    /// The member's rating of the film becomes their latest rated watch's (the diary's order), or none.
    static func rerate(_ film: String, by member: String, in db: Database) throws {
        let latest = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT rating, logged FROM watch INDEXED BY watch_of_film
                    WHERE account_id = ? AND film = ? AND deleted IS NULL AND rating IS NOT NULL
                    \(WatchRecord.newestFirst) LIMIT 1
                    """), arguments: [member, film])
        if let latest {
            try db.cachedStatement(
                sql: """
                    INSERT INTO film_rating (account_id, film, rating, rated) VALUES (?, ?, ?, ?)
                    ON CONFLICT (account_id, film) DO UPDATE SET rating = excluded.rating, rated = excluded.rated
                    """
            ).execute(arguments: [member, film, latest[0] as Int, latest[1] as Double])
        } else {
            try db.cachedStatement(sql: "DELETE FROM film_rating WHERE account_id = ? AND film = ?").execute(
                arguments: [member, film])
        }
        try db.cachedStatement(
            sql: """
                UPDATE diary_film_period SET rating = (SELECT rating FROM film_rating WHERE account_id = ?1 AND film = ?2)
                WHERE account_id = ?1 AND film = ?2
                """
        ).execute(arguments: [member, film])
    }
}
