public import Foundation
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

    private static let addedFilmColumns = "id, account_id, added, title, title_key, year, facts, imdb, tmdb, letterboxd"

    /// One statement: the unique indexes refuse a film there already, even one another server is adding
    /// at the same moment; then the one there is named.
    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        let logger = logger
        let record = AddedFilmRecord(facts, id: 0, by: member, at: time)
        let id: Int? = try await access { connection in
            let rows = try await connection.query(
                """
                INSERT INTO added_film (account_id, added, title, title_key, year, facts, imdb, tmdb, letterboxd)
                VALUES (\(record.accountID), \(record.added), \(record.title), \(record.titleKey), \(record.year),
                    \(record.facts), \(record.imdb), \(record.tmdb), \(record.letterboxd))
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
