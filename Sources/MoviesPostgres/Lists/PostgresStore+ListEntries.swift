public import Foundation
import Logging
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func entries(of list: FilmList.ID, page: PageNumber, pageSize: Int) async throws -> Paged<ListEntry> {
        let logger = logger
        return try await access { connection in
            var total = 0
            let counted = try await connection.query(
                "SELECT film_count FROM film_list WHERE id = \(list.rawValue)", logger: logger)
            for try await count in counted.decode(Int.self) { total = count }
            let rows = try await connection.query(
                """
                SELECT film, film_title, film_year, poster_path, position, note, added FROM film_list_entry
                WHERE list_id = \(list.rawValue) AND position > \((page.value - 1) * pageSize)
                ORDER BY position LIMIT \(pageSize)
                """, logger: logger)
            var items: [ListEntry] = []
            for try await (film, title, year, poster, position, note, added) in rows.decode(
                (String, String, Int?, String?, Int, String?, Double).self)
            {
                guard let reference = try? FilmReference(film) else { continue }
                items.append(
                    ListEntry(
                        film: ListedFilm(reference: reference, title: title, year: year, posterPath: poster),
                        position: position, note: note, added: Date(timeIntervalSince1970: added)))
            }
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    public func add(
        _ film: ListedFilm, note: String?, to list: FilmList.ID, of owner: User.ID, at time: Date
    ) async throws -> ListEntry? {
        let logger = logger
        return try await transaction { connection in
            // The list's row is locked: two adds at once take their places one after the other.
            let locked = try await connection.query(
                """
                SELECT film_count FROM film_list
                WHERE id = \(list.rawValue) AND account_id = \(owner.rawValue) AND deleted IS NULL FOR UPDATE
                """, logger: logger)
            var count: Int?
            for try await value in locked.decode(Int.self) { count = value }
            guard let count else { return nil }
            guard count < FilmList.maximumFilms else { throw ListError.full(maximum: FilmList.maximumFilms) }
            let inserted = try await connection.query(
                """
                INSERT INTO film_list_entry (list_id, film, film_title, film_year, poster_path, position, note, added)
                VALUES (\(list.rawValue), \(film.reference.description), \(film.title), \(film.year), \(film.posterPath),
                    \(count + 1), \(note), \(time.timeIntervalSince1970))
                ON CONFLICT DO NOTHING RETURNING position
                """, logger: logger)
            var added = false
            for try await _ in inserted.decode(Int.self) { added = true }
            guard added else { throw ListError.alreadyListed(film.title) }
            try await connection.query(
                """
                UPDATE film_list SET film_count = \(count + 1), updated = \(time.timeIntervalSince1970)
                WHERE id = \(list.rawValue)
                """, logger: logger)
            return ListEntry(film: film, position: count + 1, note: note, added: time)
        }
    }

    public func remove(_ film: FilmReference, from list: FilmList.ID, of owner: User.ID) async throws -> Bool {
        let logger = logger
        return try await transaction { connection in
            guard try await Self.list(list, of: owner, on: connection, logger: logger) != nil else { return false }
            let removed = try await connection.query(
                """
                DELETE FROM film_list_entry WHERE list_id = \(list.rawValue) AND film = \(film.description)
                RETURNING position
                """, logger: logger)
            var position: Int?
            for try await value in removed.decode(Int.self) { position = value }
            guard let position else { return false }
            try await connection.query(
                """
                UPDATE film_list_entry SET position = position - 1 WHERE list_id = \(list.rawValue) AND position > \(position)
                """, logger: logger)
            try await connection.query(
                "UPDATE film_list SET film_count = film_count - 1 WHERE id = \(list.rawValue)", logger: logger)
            return true
        }
    }

    public func move(
        _ film: FilmReference, in list: FilmList.ID, of owner: User.ID, to position: Int
    ) async throws -> Bool {
        let logger = logger
        return try await transaction { connection in
            guard let kept = try await Self.list(list, of: owner, on: connection, logger: logger) else { return false }
            let found = try await connection.query(
                """
                SELECT position FROM film_list_entry WHERE list_id = \(list.rawValue) AND film = \(film.description)
                FOR UPDATE
                """, logger: logger)
            var from: Int?
            for try await value in found.decode(Int.self) { from = value }
            guard let from else { return false }
            let to = min(max(position, 1), kept.filmCount)
            try await connection.query(
                """
                UPDATE film_list_entry SET position = CASE
                    WHEN film = \(film.description) THEN \(to)
                    WHEN \(to) < \(from) THEN position + 1
                    ELSE position - 1 END
                WHERE list_id = \(list.rawValue)
                    AND position BETWEEN \(min(from, to)) AND \(max(from, to))
                """, logger: logger)
            return true
        }
    }

    public func setNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, of owner: User.ID
    ) async throws -> Bool {
        let logger = logger
        return try await transaction { connection in
            guard try await Self.list(list, of: owner, on: connection, logger: logger) != nil else { return false }
            let changed = try await connection.query(
                """
                UPDATE film_list_entry SET note = \(note) WHERE list_id = \(list.rawValue) AND film = \(film.description)
                RETURNING position
                """, logger: logger)
            var found = false
            for try await _ in changed.decode(Int.self) { found = true }
            return found
        }
    }

    public func lists(containing film: FilmReference, of owner: User.ID) async throws -> Set<FilmList.ID> {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT l.id FROM film_list l JOIN film_list_entry e ON e.list_id = l.id
                WHERE l.account_id = \(owner.rawValue) AND l.deleted IS NULL AND e.film = \(film.description)
                """, logger: logger)
            var ids: Set<FilmList.ID> = []
            for try await id in rows.decode(String.self) { ids.insert(FilmList.ID(id)) }
            return ids
        }
    }
}
