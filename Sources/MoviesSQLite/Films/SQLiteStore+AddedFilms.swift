public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// Films members added (migration 22), beside the catalog, which a new import of it leaves alone. A
    /// title's key and year, and each id, name one film; the film stays when its member's account goes.
    static let addedFilmsSchema = """
        CREATE TABLE added_film (
            id INTEGER PRIMARY KEY,
            account_id TEXT REFERENCES account (id) ON DELETE SET NULL,
            added REAL NOT NULL,
            title TEXT NOT NULL,
            title_key TEXT NOT NULL,
            year INTEGER NOT NULL,
            facts TEXT NOT NULL,
            imdb TEXT,
            tmdb INTEGER,
            letterboxd TEXT
        );
        CREATE UNIQUE INDEX added_film_title ON added_film (title_key, year);
        CREATE UNIQUE INDEX added_film_imdb ON added_film (imdb) WHERE imdb IS NOT NULL;
        CREATE UNIQUE INDEX added_film_tmdb ON added_film (tmdb) WHERE tmdb IS NOT NULL;
        CREATE UNIQUE INDEX added_film_letterboxd ON added_film (letterboxd) WHERE letterboxd IS NOT NULL;
        CREATE INDEX added_film_account ON added_film (account_id, added);
        """

    /// The added films' change counter (migration 23): each write to them counts one, and a film keeps the
    /// count it was written at, so a server reads only what changed since it last looked.
    static let addedFilmVersionsSchema = """
        CREATE TABLE added_film_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
        INSERT INTO added_film_version (id, version) VALUES (1, (SELECT count(*) FROM added_film));
        ALTER TABLE added_film ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        """

    /// Counts one change; answers the count.
    static func nextAddedFilmVersion(_ db: Database) throws -> Int {
        try db.execute(sql: "UPDATE added_film_version SET version = version + 1")
        return try Int.fetchOne(db, sql: "SELECT version FROM added_film_version") ?? 0
    }

    /// One write: a film with its title and year, or one of its ids, is refused naming the one there.
    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        try await write { db in
            if let there = try Self.addedFilm(db, titled: facts.title, year: facts.year, or: facts.identifiers) {
                throw AddedFilmError.duplicate(of: there.movie)
            }
            let last = try Int.fetchOne(db, sql: "SELECT max(id) FROM added_film") ?? AddedFilmRecord.firstID - 1
            let record = AddedFilmRecord(facts, id: last + 1, by: member, at: time)
            try db.execute(
                sql: """
                    INSERT INTO added_film
                        (id, account_id, added, title, title_key, year, facts, imdb, tmdb, letterboxd, changed)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    record.id, record.accountID, record.added, record.title, record.titleKey, record.year,
                    record.facts, record.imdb, record.tmdb, record.letterboxd, try Self.nextAddedFilmVersion(db),
                ])
            return try record.toDomain()
        }
    }

    public func addedFilm(_ id: Movie.ID) async throws -> AddedFilm? {
        guard let number = Int(id.rawValue) else { return nil }
        return try await read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM added_film WHERE id = ?", arguments: [number]).map(Self.record)
        }?.toDomain()
    }

    public func addedCount(by member: User.ID, since time: Date) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM added_film WHERE account_id = ? AND added >= ?",
                arguments: [member.rawValue, time.timeIntervalSince1970]) ?? 0
        }
    }

    public func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm? {
        try await read { db in try Self.addedFilm(db, titled: title, year: year, or: identifiers) }
    }

    private static func addedFilm(
        _ db: Database, titled title: String, year: Int, or identifiers: FilmIdentifiers
    ) throws -> AddedFilm? {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT * FROM added_film
                WHERE (title_key = ? AND year = ?) OR imdb = ? OR tmdb = ? OR letterboxd = ?
                ORDER BY id LIMIT 1
                """,
            arguments: [
                FilmFacts.titleKey(title), year, identifiers.imdb, identifiers.tmdb, identifiers.letterboxd,
            ])
        return try row.map(record)?.toDomain()
    }

    public func addedFilmCount() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM added_film") ?? 0 }
    }

    public func addedFilmsVersion() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT version FROM added_film_version") ?? 0 }
    }

    public func addedFilms(changedAfter version: Int) async throws -> [AddedFilm] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM added_film WHERE changed > ? ORDER BY id", arguments: [version])
                .map(Self.record)
        }.map { try $0.toDomain() }
    }

    public func removeAddedFilm(_ id: Movie.ID, as reference: FilmReference) async throws -> Bool {
        guard let number = Int(id.rawValue) else { return false }
        return try await write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM added_film WHERE id = ?", arguments: [number]) == true
            else { return false }
            let film = reference.description
            let use = try Self.use(of: film, in: db)
            guard use.isEmpty else { throw AddedFilmError.inUse(use) }
            try db.execute(sql: "DELETE FROM added_film WHERE id = ?", arguments: [number])
            try db.execute(sql: "DELETE FROM import_choice WHERE film = ?", arguments: [film])
            _ = try Self.nextAddedFilmVersion(db)
            return true
        }
    }

    public func mergeAddedFilm(
        _ id: Movie.ID, as reference: FilmReference, into kept: WatchedFilm, saved movie: Movie
    ) async throws -> AddedFilmUse? {
        guard let number = Int(id.rawValue) else { return nil }
        return try await write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM added_film WHERE id = ?", arguments: [number]) == true
            else { return nil }
            let use = try Self.retell(reference.description, as: kept, saved: movie, in: db)
            try db.execute(sql: "DELETE FROM added_film WHERE id = ?", arguments: [number])
            _ = try Self.nextAddedFilmVersion(db)
            return use
        }
    }

    public func correctAddedFilm(
        _ id: Movie.ID, to facts: FilmFacts, as reference: FilmReference, unlessHeldBesides member: User.ID?
    ) async throws -> AddedFilm? {
        guard let number = Int(id.rawValue) else { return nil }
        return try await write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM added_film WHERE id = ?", arguments: [number])
            else { return nil }
            let old = try Self.record(row).toDomain()
            if let member, try Self.isHeld(reference.description, besides: member.rawValue, in: db) {
                throw AddedFilmError.heldByOthers(id)
            }
            let other = try Row.fetchOne(
                db,
                sql: """
                    SELECT * FROM added_film WHERE id <> ?
                    AND ((title_key = ? AND year = ?) OR imdb = ? OR tmdb = ? OR letterboxd = ?) LIMIT 1
                    """,
                arguments: [
                    number, FilmFacts.titleKey(facts.title), facts.year, facts.identifiers.imdb,
                    facts.identifiers.tmdb, facts.identifiers.letterboxd,
                ])
            if let other { throw AddedFilmError.duplicate(of: try Self.record(other).toDomain().movie) }
            let corrected = AddedFilm(id: id, facts: facts, addedBy: old.addedBy, added: old.added)
            let record = AddedFilmRecord(facts, id: number, by: old.addedBy, at: old.added)
            try db.execute(
                sql: """
                    UPDATE added_film SET title = ?, title_key = ?, year = ?, facts = ?, imdb = ?, tmdb = ?,
                        letterboxd = ?, changed = ?
                    WHERE id = ?
                    """,
                arguments: [
                    record.title, record.titleKey, record.year, record.facts, record.imdb, record.tmdb,
                    record.letterboxd, try Self.nextAddedFilmVersion(db), number,
                ])
            let listing = corrected.listing
            _ = try Self.retell(
                reference.description, as: WatchedFilm(listing, reference: reference), saved: listing, in: db)
            return corrected
        }
    }

    public func addedFilmIDs() async throws -> [Movie.ID] {
        try await read { db in try Int.fetchAll(db, sql: "SELECT id FROM added_film ORDER BY id") }
            .map { Movie.ID(String($0)) }
    }

    public func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm] {
        let numbers = ids.compactMap { Int($0.rawValue) }
        return try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM added_film WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id",
                arguments: [String(decoding: try JSONEncoder().encode(numbers), as: UTF8.self)]
            ).map(Self.record)
        }.map { try $0.toDomain() }
    }

    static func record(_ row: Row) -> AddedFilmRecord {
        AddedFilmRecord(
            id: row["id"], accountID: row["account_id"], added: row["added"], title: row["title"],
            titleKey: row["title_key"], year: row["year"], facts: row["facts"], imdb: row["imdb"], tmdb: row["tmdb"],
            letterboxd: row["letterboxd"])
    }
}
