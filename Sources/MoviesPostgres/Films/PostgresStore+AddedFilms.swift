public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Films members added (migration 17), beside the catalog, which a new import of it leaves alone. A
    /// title's key and year, and each id, name one film; the film stays when its member's account goes.
    /// Ids come from a sequence, so servers adding at once never take the same.
    static let addedFilmsSchema: [PostgresQuery] = [
        "CREATE SEQUENCE added_film_id START \(unescaped: String(AddedFilmRecord.firstID))",
        """
        CREATE TABLE added_film (
            id BIGINT PRIMARY KEY DEFAULT nextval('added_film_id'),
            account_id TEXT REFERENCES account (id) ON DELETE SET NULL,
            added DOUBLE PRECISION NOT NULL,
            title TEXT NOT NULL,
            title_key TEXT NOT NULL,
            year INTEGER NOT NULL,
            facts TEXT NOT NULL,
            imdb TEXT,
            tmdb BIGINT,
            letterboxd TEXT
        )
        """,
        "CREATE UNIQUE INDEX added_film_title ON added_film (title_key, year)",
        "CREATE UNIQUE INDEX added_film_imdb ON added_film (imdb) WHERE imdb IS NOT NULL",
        "CREATE UNIQUE INDEX added_film_tmdb ON added_film (tmdb) WHERE tmdb IS NOT NULL",
        "CREATE UNIQUE INDEX added_film_letterboxd ON added_film (letterboxd) WHERE letterboxd IS NOT NULL",
        "CREATE INDEX added_film_account ON added_film (account_id, added)",
    ]

    /// The added films' change counter (migration 18): each write to them counts one, in the write's own
    /// transaction (its row lock orders them), and a film keeps the count it was written at, so a server
    /// reads only what changed since it last looked.
    static let addedFilmVersionsSchema: [PostgresQuery] = [
        "CREATE TABLE added_film_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)",
        "INSERT INTO added_film_version (id, version) SELECT 1, count(*) FROM added_film",
        "ALTER TABLE added_film ADD COLUMN changed BIGINT NOT NULL DEFAULT 0",
    ]

    private static let addedFilmColumns = "id, account_id, added, title, title_key, year, facts, imdb, tmdb, letterboxd"

    /// One statement: the unique indexes refuse a film there already, even one another server is adding
    /// at the same moment; then the one there is named.
    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        let logger = logger
        let record = AddedFilmRecord(facts, id: 0, by: member, at: time)
        let id: Int? = try await access { connection in
            let rows = try await connection.query(
                """
                WITH version AS (UPDATE added_film_version SET version = version + 1 RETURNING version)
                INSERT INTO added_film
                    (account_id, added, title, title_key, year, facts, imdb, tmdb, letterboxd, changed)
                SELECT \(record.accountID), \(record.added), \(record.title), \(record.titleKey), \(record.year),
                    \(record.facts), \(record.imdb), \(record.tmdb), \(record.letterboxd), version.version
                FROM version
                ON CONFLICT DO NOTHING RETURNING id
                """, logger: logger)
            for try await id in rows.decode(Int.self) { return id }
            return nil
        }
        guard let id else {
            if let there = try await addedFilm(titled: facts.title, year: facts.year, or: facts.identifiers) {
                throw AddedFilmError.duplicate(of: there.movie)
            }
            return try await add(facts, by: member, at: time)  // the one in the way went meanwhile
        }
        return try AddedFilmRecord(facts, id: id, by: member, at: time).toDomain()
    }

    public func addedCount(by member: User.ID, since time: Date) async throws -> Int {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT count(*) FROM added_film
                WHERE account_id = \(member.rawValue) AND added >= \(time.timeIntervalSince1970)
                """, logger: logger)
            for try await count in rows.decode(Int.self) { return count }
            return 0
        }
    }

    public func addedFilm(_ id: Movie.ID) async throws -> AddedFilm? {
        guard let number = Int(id.rawValue) else { return nil }
        return try await addedFilm(where: "id = \(number)")
    }

    public func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm? {
        try await addedFilm(
            where: """
                (title_key = \(FilmFacts.titleKey(title)) AND year = \(year)) OR imdb = \(identifiers.imdb)
                    OR tmdb = \(identifiers.tmdb) OR letterboxd = \(identifiers.letterboxd)
                """)
    }

    public func addedFilmCount() async throws -> Int {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query("SELECT count(*) FROM added_film", logger: logger)
            for try await count in rows.decode(Int.self) { return count }
            return 0
        }
    }

    public func addedFilmsVersion() async throws -> Int {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query("SELECT version FROM added_film_version", logger: logger)
            for try await version in rows.decode(Int.self) { return version }
            return 0
        }
    }

    public func addedFilms(changedAfter version: Int) async throws -> [AddedFilm] {
        try await addedFilms(where: "changed > \(version)", limit: Int(Int32.max))
    }

    public func removeAddedFilm(_ id: Movie.ID, as reference: FilmReference) async throws -> Bool {
        guard let number = Int(id.rawValue) else { return false }
        let logger = logger
        let film = reference.description
        return try await transaction { connection in
            // The film's row locked first: a film is not removed while another server writes it.
            guard try await Self.lockAddedFilm(number, on: connection, logger: logger) else { return false }
            let use = try await Self.use(of: film, on: connection, logger: logger)
            guard use.isEmpty else { throw AddedFilmError.inUse(use) }
            try await connection.query("DELETE FROM added_film WHERE id = \(number)", logger: logger)
            try await connection.query("DELETE FROM import_choice WHERE film = \(film)", logger: logger)
            try await connection.query(
                "UPDATE added_film_version SET version = version + 1", logger: logger)
            return true
        }
    }

    public func mergeAddedFilm(
        _ id: Movie.ID, as reference: FilmReference, into kept: WatchedFilm, saved movie: Movie
    ) async throws -> AddedFilmUse? {
        guard let number = Int(id.rawValue) else { return nil }
        let logger = logger
        return try await transaction { connection in
            guard try await Self.lockAddedFilm(number, on: connection, logger: logger) else { return nil }
            let use = try await Self.retell(
                reference.description, as: kept, saved: movie, on: connection, logger: logger)
            try await connection.query("DELETE FROM added_film WHERE id = \(number)", logger: logger)
            try await connection.query("UPDATE added_film_version SET version = version + 1", logger: logger)
            return use
        }
    }

    public func correctAddedFilm(
        _ id: Movie.ID, to facts: FilmFacts, as reference: FilmReference, unlessHeldBesides member: User.ID?
    ) async throws -> AddedFilm? {
        guard let number = Int(id.rawValue), let old = try await addedFilm(id) else { return nil }
        let logger = logger
        let record = AddedFilmRecord(facts, id: number, by: old.addedBy, at: old.added)
        let corrected = AddedFilm(id: id, facts: facts, addedBy: old.addedBy, added: old.added)
        let written: Bool = try await transaction { connection in
            guard try await Self.lockAddedFilm(number, on: connection, logger: logger) else { return false }
            if let member,
                try await Self.isHeld(reference.description, besides: member.rawValue, on: connection, logger: logger)
            {
                throw AddedFilmError.heldByOthers(id)
            }
            // The unique indexes refuse a title and year, or an id, another film has: then it is named.
            let rows = try await connection.query(
                """
                WITH version AS (UPDATE added_film_version SET version = version + 1 RETURNING version)
                UPDATE added_film SET title = \(record.title), title_key = \(record.titleKey), year = \(record.year),
                    facts = \(record.facts), imdb = \(record.imdb), tmdb = \(record.tmdb),
                    letterboxd = \(record.letterboxd), changed = version.version
                FROM version
                WHERE id = \(number)
                AND NOT EXISTS (
                    SELECT 1 FROM added_film other WHERE other.id <> \(number)
                    AND ((other.title_key = \(record.titleKey) AND other.year = \(record.year))
                        OR other.imdb = \(record.imdb) OR other.tmdb = \(record.tmdb)
                        OR other.letterboxd = \(record.letterboxd)))
                RETURNING id
                """, logger: logger)
            var updated = false
            for try await _ in rows.decode(Int.self) { updated = true }
            guard updated else { return false }
            let listing = corrected.listing
            _ = try await Self.retell(
                reference.description, as: WatchedFilm(listing, reference: reference), saved: listing,
                on: connection, logger: logger)
            return true
        }
        guard written else {
            if let other = try await addedFilm(titled: facts.title, year: facts.year, or: facts.identifiers),
                other.id != id
            {
                throw AddedFilmError.duplicate(of: other.movie)
            }
            return nil
        }
        return corrected
    }

    /// Locks the added film's row for the caller's transaction; false when there is none.
    private static func lockAddedFilm(
        _ number: Int, on connection: PostgresConnection, logger: Logger
    ) async throws
        -> Bool
    {
        let rows = try await connection.query(
            "SELECT id FROM added_film WHERE id = \(number) FOR UPDATE", logger: logger)
        var found = false
        for try await _ in rows.decode(Int.self) { found = true }
        return found
    }

    public func addedFilmIDs() async throws -> [Movie.ID] {
        let logger = logger
        return try await access { connection in
            var ids: [Movie.ID] = []
            let rows = try await connection.query("SELECT id FROM added_film ORDER BY id", logger: logger)
            for try await id in rows.decode(Int.self) { ids.append(Movie.ID(String(id))) }
            return ids
        }
    }

    public func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm] {
        try await addedFilms(where: "id = ANY(\(ids.compactMap { Int($0.rawValue) }))", limit: ids.count)
    }

    /// The first added film `condition` holds for.
    private func addedFilm(where condition: PostgresQuery) async throws -> AddedFilm? {
        try await addedFilms(where: condition, limit: 1).first
    }

    /// The first `limit` added films `condition` holds for, in id order.
    private func addedFilms(where condition: PostgresQuery, limit: Int) async throws -> [AddedFilm] {
        let logger = logger
        let records: [AddedFilmRecord] = try await access { connection in
            var query: PostgresQuery = "SELECT \(unescaped: Self.addedFilmColumns) FROM added_film WHERE "
            query.sql += condition.sql
            query.binds = condition.binds
            query.sql += " ORDER BY id LIMIT \(max(limit, 0))"
            let rows = try await connection.query(query, logger: logger)
            var records: [AddedFilmRecord] = []
            for try await row in rows.decode(
                (Int, String?, Double, String, String, Int, String, String?, Int?, String?).self)
            {
                records.append(
                    AddedFilmRecord(
                        id: row.0, accountID: row.1, added: row.2, title: row.3, titleKey: row.4, year: row.5,
                        facts: row.6, imdb: row.7, tmdb: row.8, letterboxd: row.9))
            }
            return records
        }
        return try records.map { try $0.toDomain() }
    }
}
