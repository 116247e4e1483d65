import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    @discardableResult
    public func save(_ film: SavedFilm, poster: PosterImage?, for user: User.ID) async throws -> Bool {
        try await write { db in
            let owner = user.rawValue
            let removed = try Bool.fetchOne(
                db, sql: "SELECT removed FROM saved_film WHERE account_id = ? AND film = ?",
                arguments: [owner, film.film.description])
            if removed == false { return false }
            try Self.finishRemovals(of: owner, in: db)
            try Self.requiringAccount {
                try db.execute(
                    sql: "INSERT INTO saved_film (account_id, film, movie, saved_at) VALUES (?, ?, ?, ?)",
                    arguments: [
                        owner, film.film.description, SavedMovieDTO.encode(film.movie),
                        film.savedAt.timeIntervalSince1970,
                    ])
            }
            if let poster {
                try db.execute(
                    sql: """
                        INSERT INTO saved_poster (film, data, media_type, width) VALUES (?, ?, ?, ?)
                        ON CONFLICT (film) DO UPDATE SET
                            data = excluded.data, media_type = excluded.media_type, width = excluded.width
                        """,
                    arguments: [film.film.description, poster.data, poster.mediaType, poster.width])
            }
            try Self.recordChange(of: owner, saved: film.film.description, in: db)
            return true
        }
    }

    @discardableResult
    public func remove(_ film: FilmReference, for user: User.ID) async throws -> Bool {
        try await removeSaved(of: user, "film = ?", [film.description]) > 0
    }

    @discardableResult
    public func removeAll(for user: User.ID) async throws -> Int {
        try await removeSaved(of: user, "1", [])
    }

    public func undoLastChange(for user: User.ID) async throws -> SavedFilmsChange? {
        try await write { db in
            let owner = user.rawValue
            guard
                let change = try Row.fetchOne(
                    db, sql: "SELECT saved_film FROM saved_film_change WHERE account_id = ?", arguments: [owner])
            else { return nil }
            try db.execute(sql: "DELETE FROM saved_film_change WHERE account_id = ?", arguments: [owner])
            if let saved: String = change[0] {
                try db.execute(
                    sql: "DELETE FROM saved_film WHERE account_id = ? AND film = ?", arguments: [owner, saved])
                try Self.dropUnheldPosters([saved], in: db)
                return (try? FilmReference(saved)).map { .saved($0) }
            }
            let films = try String.fetchAll(
                db, sql: "SELECT film FROM saved_film WHERE account_id = ? AND removed = 1 ORDER BY saved_at DESC",
                arguments: [owner])
            try db.execute(sql: "UPDATE saved_film SET removed = 0 WHERE account_id = ?", arguments: [owner])
            return .removed(films.compactMap { try? FilmReference($0) })
        }
    }

    public func savedFilms(for user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<SavedFilm> {
        try await read { db in
            let owner = user.rawValue
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM saved_film WHERE account_id = ? AND removed = 0",
                    arguments: [owner]) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT film, movie, saved_at FROM saved_film WHERE account_id = ? AND removed = 0
                    ORDER BY saved_at DESC, film LIMIT ? OFFSET ?
                    """,
                arguments: [owner, pageSize, (page.value - 1) * pageSize])
            let films = rows.compactMap { row in
                SavedFilmRecord(film: row[0], movieJSON: row[1], savedAt: Date(timeIntervalSince1970: row[2]))
                    .toDomain()
            }
            return Paged(items: films, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    public func savedFilms(among films: [FilmReference], for user: User.ID) async throws -> Set<FilmReference> {
        guard !films.isEmpty else { return [] }
        return try await read { db in
            let marks = Array(repeating: "?", count: films.count).joined(separator: ", ")
            let found = try String.fetchAll(
                db, sql: "SELECT film FROM saved_film WHERE account_id = ? AND removed = 0 AND film IN (\(marks))",
                arguments: StatementArguments([user.rawValue] + films.map(\.description)))
            return Set(found.compactMap { try? FilmReference($0) })
        }
    }

    public func savedPoster(of film: FilmReference) async throws -> PosterImage? {
        try await read { db in
            try Row.fetchOne(
                db, sql: "SELECT data, media_type, width FROM saved_poster WHERE film = ?",
                arguments: [film.description]
            ).map { row in PosterImage(data: row[0], mediaType: row[1], width: row[2]) }
        }
    }

    /// Marks the saved films matching `condition` removed (undo can bring them back until the next
    /// change); answers how many.
    private func removeSaved(of user: User.ID, _ condition: String, _ values: [String]) async throws -> Int {
        try await write { db in
            let owner = user.rawValue
            let arguments = StatementArguments([owner] + values)
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM saved_film WHERE account_id = ? AND removed = 0 AND \(condition)",
                    arguments: arguments) ?? 0
            guard count > 0 else { return 0 }
            try Self.finishRemovals(of: owner, in: db)
            try db.execute(
                sql: "UPDATE saved_film SET removed = 1 WHERE account_id = ? AND \(condition)", arguments: arguments)
            try Self.recordChange(of: owner, saved: nil, in: db)
            return count
        }
    }

    /// Makes the last removal final: its rows go, and the posters no one else holds.
    private static func finishRemovals(of owner: String, in db: Database) throws {
        let films = try String.fetchAll(
            db, sql: "SELECT film FROM saved_film WHERE account_id = ? AND removed = 1", arguments: [owner])
        guard !films.isEmpty else { return }
        try db.execute(sql: "DELETE FROM saved_film WHERE account_id = ? AND removed = 1", arguments: [owner])
        try dropUnheldPosters(films, in: db)
    }

    private static func recordChange(of owner: String, saved film: String?, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO saved_film_change (account_id, saved_film) VALUES (?, ?)
                ON CONFLICT (account_id) DO UPDATE SET saved_film = excluded.saved_film
                """,
            arguments: [owner, film])
    }

    static func dropUnheldPosters(_ films: [String], in db: Database) throws {
        for film in Set(films) {
            try db.execute(
                sql: """
                    DELETE FROM saved_poster WHERE film = ?
                    AND NOT EXISTS (SELECT 1 FROM saved_film WHERE film = ?)
                    """,
                arguments: [film, film])
        }
    }
}
