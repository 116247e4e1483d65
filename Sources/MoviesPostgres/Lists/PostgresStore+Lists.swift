public import Foundation
import Logging
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let listColumns = "id, account_id, title, description, ranked, public, slug, created, updated, film_count"

    public func create(_ list: FilmList) async throws -> FilmList {
        let logger = logger
        return try await transaction { connection in
            try await Self.requiringAccount {
                let slug = try await Self.freeSlug(list.slug, of: list.owner, on: connection, logger: logger)
                try await connection.query(
                    """
                    INSERT INTO film_list (id, account_id, title, description, ranked, public, slug, created, updated)
                    VALUES (\(list.id.rawValue), \(list.owner.rawValue), \(list.details.title), \(list.details.description),
                        \(list.details.isRanked), \(list.details.isPublic), \(slug), \(list.created.timeIntervalSince1970),
                        \(list.updated.timeIntervalSince1970))
                    """, logger: logger)
                try await Self.claim(slug, for: list.id, of: list.owner, on: connection, logger: logger)
                var kept = list
                kept.slug = slug
                return kept
            }
        }
    }

    public func update(
        _ id: FilmList.ID, of owner: User.ID, to details: ListDetails, slug: String, at time: Date
    ) async throws -> FilmList? {
        let logger = logger
        return try await transaction { connection in
            guard var list = try await Self.list(id, of: owner, on: connection, logger: logger) else { return nil }
            if slug != list.slug {
                let leads = try await Self.slugOwner(slug, of: owner, on: connection, logger: logger)
                list.slug =
                    leads == id.rawValue
                    ? slug : try await Self.freeSlug(slug, of: owner, on: connection, logger: logger)
                if leads != id.rawValue {
                    try await Self.claim(list.slug, for: id, of: owner, on: connection, logger: logger)
                }
            }
            list.details = details
            list.updated = time
            try await connection.query(
                """
                UPDATE film_list SET title = \(details.title), description = \(details.description),
                    ranked = \(details.isRanked), public = \(details.isPublic), slug = \(list.slug),
                    updated = \(time.timeIntervalSince1970)
                WHERE id = \(id.rawValue)
                """, logger: logger)
            return list
        }
    }

    public func delete(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        let logger = logger
        return try await transaction { connection in
            guard let list = try await Self.list(id, of: owner, on: connection, logger: logger) else { return nil }
            try await connection.query(
                "DELETE FROM film_list WHERE account_id = \(owner.rawValue) AND deleted IS NOT NULL", logger: logger)
            try await connection.query(
                "UPDATE film_list SET deleted = \(Date().timeIntervalSince1970) WHERE id = \(id.rawValue)",
                logger: logger)
            return list
        }
    }

    public func undoListDelete(of owner: User.ID) async throws -> FilmList? {
        let logger = logger
        return try await transaction { connection in
            let rows = try await connection.query(
                """
                UPDATE film_list SET deleted = NULL WHERE account_id = \(owner.rawValue) AND deleted IS NOT NULL
                RETURNING id
                """, logger: logger)
            var restored: String?
            for try await id in rows.decode(String.self) { restored = id }
            guard let restored else { return nil }
            return try await Self.list(FilmList.ID(restored), of: owner, on: connection, logger: logger)
        }
    }

    public func lists(of owner: User.ID) async throws -> [FilmList] {
        let logger = logger
        return try await access { connection in
            try await Self.lists(
                "WHERE account_id = \(owner.rawValue) AND deleted IS NULL ORDER BY updated DESC, id DESC",
                on: connection, logger: logger)
        }
    }

    public func list(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        let logger = logger
        return try await access { connection in try await Self.list(id, of: owner, on: connection, logger: logger) }
    }

    public func list(slug: String, of owner: User.ID) async throws -> FilmList? {
        let logger = logger
        return try await access { connection in
            guard let id = try await Self.slugOwner(slug, of: owner, on: connection, logger: logger) else { return nil }
            return try await Self.list(FilmList.ID(id), of: owner, on: connection, logger: logger)
        }
    }

    static func list(
        _ id: FilmList.ID, of owner: User.ID, on connection: PostgresConnection, logger: Logger
    ) async throws -> FilmList? {
        try await lists(
            "WHERE id = \(id.rawValue) AND account_id = \(owner.rawValue) AND deleted IS NULL", on: connection,
            logger: logger
        ).first
    }

    static func lists(
        _ condition: PostgresQuery, on connection: PostgresConnection, logger: Logger
    ) async throws -> [FilmList] {
        var query = PostgresQuery(unsafeSQL: "SELECT \(listColumns) FROM film_list ")
        query.sql += condition.sql
        query.binds = condition.binds
        let rows = try await connection.query(query, logger: logger)
        var lists: [FilmList] = []
        for try await (id, owner, title, description, ranked, isPublic, slug, created, updated, count) in rows.decode(
            (String, String, String, String?, Bool, Bool, String, Double, Double, Int).self)
        {
            lists.append(
                FilmList(
                    id: FilmList.ID(id), owner: User.ID(owner),
                    details: ListDetails(stored: title, description: description, isRanked: ranked, isPublic: isPublic),
                    slug: slug, created: Date(timeIntervalSince1970: created),
                    updated: Date(timeIntervalSince1970: updated), filmCount: count))
        }
        return lists
    }

    static func slugOwner(
        _ slug: String, of owner: User.ID, on connection: PostgresConnection, logger: Logger
    ) async throws -> String? {
        let rows = try await connection.query(
            "SELECT list_id FROM film_list_slug WHERE account_id = \(owner.rawValue) AND slug = \(slug)", logger: logger
        )
        for try await id in rows.decode(String.self) { return id }
        return nil
    }

    /// `slug`, or the first of `slug-2`, `slug-3`, … that none of the owner's lists has had.
    static func freeSlug(
        _ slug: String, of owner: User.ID, on connection: PostgresConnection, logger: Logger
    ) async throws -> String {
        let like = String(slug.prefix(ListSlug.maximumLength - 6)) + "%"
        let rows = try await connection.query(
            """
            SELECT slug FROM film_list_slug WHERE account_id = \(owner.rawValue) AND (slug = \(slug) OR slug LIKE \(like))
            """, logger: logger)
        var taken: Set<String> = []
        for try await slug in rows.decode(String.self) { taken.insert(slug) }
        guard taken.contains(slug) else { return slug }
        return (2...).lazy.map { ListSlug.numbered(slug, $0) }.first { !taken.contains($0) } ?? slug
    }

    static func claim(
        _ slug: String, for id: FilmList.ID, of owner: User.ID, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query(
            "INSERT INTO film_list_slug (account_id, slug, list_id) VALUES (\(owner.rawValue), \(slug), \(id.rawValue))",
            logger: logger)
    }
}
