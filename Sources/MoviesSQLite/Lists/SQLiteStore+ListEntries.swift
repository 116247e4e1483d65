public import Foundation
import GRDB
public import MoviesDomain

extension SQLiteStore {
    public func entries(of list: FilmList.ID, page: PageNumber, pageSize: Int) async throws -> Paged<ListEntry> {
        try await read { db in
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT film_count FROM film_list WHERE id = ?", arguments: [list.rawValue]) ?? 0
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT film, film_title, film_year, poster_path, position, note, added FROM film_list_entry
                        WHERE list_id = ? AND position > ? ORDER BY position LIMIT ?
                        """),
                arguments: [list.rawValue, (page.value - 1) * pageSize, pageSize])
            let items = rows.compactMap { row -> ListEntry? in
                guard let film = try? FilmReference(row["film"] as String) else { return nil }
                return ListEntry(
                    film: ListedFilm(
                        reference: film, title: row["film_title"], year: row["film_year"],
                        posterPath: row["poster_path"]),
                    position: row["position"], note: row["note"], added: Date(timeIntervalSince1970: row["added"]))
            }
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    public func add(
        _ film: ListedFilm, note: String?, to list: FilmList.ID, of owner: User.ID, at time: Date
    ) async throws -> ListEntry? {
        try await write { db in
            guard let kept = try Self.list(list, of: owner, in: db) else { return nil }
            guard kept.filmCount < FilmList.maximumFilms else { throw ListError.full(maximum: FilmList.maximumFilms) }
            let position = kept.filmCount + 1
            do {
                try db.execute(
                    sql: """
                        INSERT INTO film_list_entry (list_id, film, film_title, film_year, poster_path, position, note, added)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        list.rawValue, film.reference.description, film.title, film.year, film.posterPath, position,
                        note, time.timeIntervalSince1970,
                    ])
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
                throw ListError.alreadyListed(film.title)
            }
            try db.execute(
                sql: "UPDATE film_list SET film_count = ?, updated = ? WHERE id = ?",
                arguments: [position, time.timeIntervalSince1970, list.rawValue])
            return ListEntry(film: film, position: position, note: note, added: time)
        }
    }

    public func remove(_ film: FilmReference, from list: FilmList.ID, of owner: User.ID) async throws -> Bool {
        try await write { db in
            guard try Self.list(list, of: owner, in: db) != nil,
                let position = try Self.position(of: film, in: list, db)
            else { return false }
            try db.execute(
                sql: "DELETE FROM film_list_entry WHERE list_id = ? AND film = ?",
                arguments: [list.rawValue, film.description])
            try db.execute(
                sql: "UPDATE film_list_entry SET position = position - 1 WHERE list_id = ? AND position > ?",
                arguments: [list.rawValue, position])
            try db.execute(
                sql: "UPDATE film_list SET film_count = film_count - 1 WHERE id = ?", arguments: [list.rawValue])
            return true
        }
    }

    public func move(
        _ film: FilmReference, in list: FilmList.ID, of owner: User.ID, to position: Int
    ) async throws -> Bool {
        try await write { db in
            guard let kept = try Self.list(list, of: owner, in: db),
                let from = try Self.position(of: film, in: list, db)
            else { return false }
            let to = min(max(position, 1), kept.filmCount)
            if to < from {
                try db.execute(
                    sql:
                        "UPDATE film_list_entry SET position = position + 1 WHERE list_id = ? AND position >= ? AND position < ?",
                    arguments: [list.rawValue, to, from])
            } else if to > from {
                try db.execute(
                    sql:
                        "UPDATE film_list_entry SET position = position - 1 WHERE list_id = ? AND position > ? AND position <= ?",
                    arguments: [list.rawValue, from, to])
            }
            try db.execute(
                sql: "UPDATE film_list_entry SET position = ? WHERE list_id = ? AND film = ?",
                arguments: [to, list.rawValue, film.description])
            return true
        }
    }

    public func setNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, of owner: User.ID
    ) async throws -> Bool {
        try await write { db in
            guard try Self.list(list, of: owner, in: db) != nil else { return false }
            try db.execute(
                sql: "UPDATE film_list_entry SET note = ? WHERE list_id = ? AND film = ?",
                arguments: [note, list.rawValue, film.description])
            return db.changesCount > 0
        }
    }

    public func lists(containing film: FilmReference, of owner: User.ID) async throws -> Set<FilmList.ID> {
        try await read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT l.id FROM film_list l JOIN film_list_entry e ON e.list_id = l.id
                        WHERE l.account_id = ? AND l.deleted IS NULL AND e.film = ?
                        """,
                    arguments: [owner.rawValue, film.description]
                ).map(FilmList.ID.init))
        }
    }

    private static func position(of film: FilmReference, in list: FilmList.ID, _ db: Database) throws -> Int? {
        try Int.fetchOne(
            db, sql: "SELECT position FROM film_list_entry WHERE list_id = ? AND film = ?",
            arguments: [list.rawValue, film.description])
    }
}
