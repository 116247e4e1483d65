public import Foundation
import GRDB
public import MoviesDomain

extension SQLiteStore {
    static let listColumns = "id, account_id, title, description, ranked, public, slug, created, updated, film_count"

    public func create(_ list: FilmList) async throws -> FilmList {
        try await write { db in
            try Self.requiringAccount {
                let slug = try Self.freeSlug(list.slug, of: list.owner, in: db)
                try db.execute(
                    sql: """
                        INSERT INTO film_list (id, account_id, title, description, ranked, public, slug, created, updated)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        list.id.rawValue, list.owner.rawValue, list.details.title, list.details.description,
                        list.details.isRanked, list.details.isPublic, slug, list.created.timeIntervalSince1970,
                        list.updated.timeIntervalSince1970,
                    ])
                try Self.claim(slug, for: list.id, of: list.owner, in: db)
                var kept = list
                kept.slug = slug
                return kept
            }
        }
    }

    public func update(
        _ id: FilmList.ID, of owner: User.ID, to details: ListDetails, slug: String, at time: Date
    ) async throws -> FilmList? {
        try await write { db in
            guard var list = try Self.list(id, of: owner, in: db) else { return nil }
            let leads = try String.fetchOne(
                db, sql: "SELECT list_id FROM film_list_slug WHERE account_id = ? AND slug = ?",
                arguments: [owner.rawValue, slug])
            if slug != list.slug {
                list.slug = leads == id.rawValue ? slug : try Self.freeSlug(slug, of: owner, in: db)
                if leads != id.rawValue { try Self.claim(list.slug, for: id, of: owner, in: db) }
            }
            list.details = details
            list.updated = time
            try db.execute(
                sql:
                    "UPDATE film_list SET title = ?, description = ?, ranked = ?, public = ?, slug = ?, updated = ? WHERE id = ?",
                arguments: [
                    details.title, details.description, details.isRanked, details.isPublic, list.slug,
                    time.timeIntervalSince1970, id.rawValue,
                ])
            return list
        }
    }

    public func delete(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        try await write { db in
            guard let list = try Self.list(id, of: owner, in: db) else { return nil }
            try db.execute(
                sql: "DELETE FROM film_list WHERE account_id = ? AND deleted IS NOT NULL", arguments: [owner.rawValue])
            try db.execute(
                sql: "UPDATE film_list SET deleted = ? WHERE id = ?",
                arguments: [Date().timeIntervalSince1970, id.rawValue])
            return list
        }
    }

    public func undoListDelete(of owner: User.ID) async throws -> FilmList? {
        try await write { db in
            guard
                let id = try String.fetchOne(
                    db, sql: "SELECT id FROM film_list WHERE account_id = ? AND deleted IS NOT NULL",
                    arguments: [owner.rawValue])
            else { return nil }
            try db.execute(sql: "UPDATE film_list SET deleted = NULL WHERE id = ?", arguments: [id])
            return try Self.list(FilmList.ID(id), of: owner, in: db)
        }
    }

    public func lists(of owner: User.ID) async throws -> [FilmList] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.listColumns) FROM film_list WHERE account_id = ? AND deleted IS NULL
                    ORDER BY updated DESC, id DESC
                    """,
                arguments: [owner.rawValue]
            ).map(Self.list(from:))
        }
    }

    public func list(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        try await read { db in try Self.list(id, of: owner, in: db) }
    }

    public func list(slug: String, of owner: User.ID) async throws -> FilmList? {
        try await read { db in
            guard
                let id = try String.fetchOne(
                    db, sql: "SELECT list_id FROM film_list_slug WHERE account_id = ? AND slug = ?",
                    arguments: [owner.rawValue, slug])
            else { return nil }
            return try Self.list(FilmList.ID(id), of: owner, in: db)
        }
    }

    static func list(_ id: FilmList.ID, of owner: User.ID, in db: Database) throws -> FilmList? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT \(listColumns) FROM film_list WHERE id = ? AND account_id = ? AND deleted IS NULL"),
            arguments: [id.rawValue, owner.rawValue]
        ).map(list(from:))
    }

    static func list(from row: Row) -> FilmList {
        FilmList(
            id: FilmList.ID(row["id"] as String), owner: User.ID(row["account_id"] as String),
            details: ListDetails(
                stored: row["title"], description: row["description"], isRanked: row["ranked"], isPublic: row["public"]),
            slug: row["slug"], created: Date(timeIntervalSince1970: row["created"]),
            updated: Date(timeIntervalSince1970: row["updated"]), filmCount: row["film_count"])
    }

    /// `slug`, or the first of `slug-2`, `slug-3`, … that none of the owner's lists has had.
    static func freeSlug(_ slug: String, of owner: User.ID, in db: Database) throws -> String {
        let taken = Set(
            try String.fetchAll(
                db, sql: "SELECT slug FROM film_list_slug WHERE account_id = ? AND (slug = ? OR slug LIKE ?)",
                arguments: [owner.rawValue, slug, String(slug.prefix(ListSlug.maximumLength - 6)) + "%"]))
        guard taken.contains(slug) else { return slug }
        return (2...).lazy.map { ListSlug.numbered(slug, $0) }.first { !taken.contains($0) } ?? slug
    }

    static func claim(_ slug: String, for id: FilmList.ID, of owner: User.ID, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO film_list_slug (account_id, slug, list_id) VALUES (?, ?, ?)",
            arguments: [owner.rawValue, slug, id.rawValue])
    }
}
