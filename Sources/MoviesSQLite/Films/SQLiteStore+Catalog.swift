public import Foundation
import GRDB
public import MoviesData

extension SQLiteStore {
    private static let stampSQL = "SELECT fingerprint || ' ' || imported_at FROM catalog_state WHERE id = 1"

    public func catalogStamp() async throws -> String? {
        try await read { db in try String.fetchOne(db.cachedStatement(sql: Self.stampSQL)) }
    }

    /// The archive is read where SQLite holds it (`withUnsafeData`), while the row is current.
    public func titleIndexArchive<Index: Sendable>(
        reading read: @escaping @Sendable (Data) -> Index?
    ) async throws -> (stamp: String, index: Index?)? {
        try await self.read { db in
            guard let stamp = try String.fetchOne(db.cachedStatement(sql: Self.stampSQL)) else { return nil }
            // The cursor's row is a view of the statement: it is read before the cursor moves on.
            let rows = try Row.fetchCursor(db, sql: "SELECT archive FROM title_index WHERE id = 1")
            guard let row = try rows.next() else { return nil }
            return (stamp, try row.withUnsafeData(atIndex: 0) { $0.flatMap(read) })
        }
    }

    public func listings(of ids: [Int]) async throws -> (stamp: String?, listings: [CatalogListing]) {
        try await read { db in
            let stamp = try String.fetchOne(db.cachedStatement(sql: Self.stampSQL))
            let statement = try db.cachedStatement(
                sql: """
                    SELECT id, title, released, genres, directors, countries, runtime, language, rating, reviews
                    FROM movie WHERE id = ?
                    """
            )
            let listings = try ids.compactMap { id in
                try Row.fetchOne(statement, arguments: [id]).map {
                    CatalogListing(
                        id: $0["id"], title: $0["title"], released: $0["released"], genres: $0["genres"],
                        directors: $0["directors"], countries: $0["countries"], runtime: $0["runtime"],
                        language: $0["language"], rating: $0["rating"], reviews: $0["reviews"])
                }
            }
            return (stamp, listings)
        }
    }

    public func catalogRecord(of id: Int) async throws -> Data? {
        try await read { db in
            try String.fetchOne(db, sql: "SELECT record FROM movie WHERE id = ?", arguments: [id]).map { Data($0.utf8) }
        }
    }

    public func imdbIDs() async throws -> [Int: String] {
        try await read { db in
            var ids: [Int: String] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql:
                    "SELECT id, json_extract(record, '$.imdb') FROM movie WHERE json_extract(record, '$.imdb') IS NOT NULL"
            )
            while let row = try rows.next() { ids[row[0]] = row[1] }
            return ids
        }
    }

    public func importedMovieCount(fingerprint: String) async throws -> Int? {
        try await read { db in try Self.movieCount(db, fingerprint: fingerprint) }
    }

    /// One write transaction: SQLite's lock is what makes processes sharing the file import one at a time.
    public func replaceCatalog(
        with catalog: CatalogImport, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws -> CatalogImporter.Outcome {
        try await write { db in
            if let count = try Self.movieCount(db, fingerprint: catalog.fingerprint) {
                return .upToDate(movieCount: count)
            }
            try Self.insert(catalog, into: db, progress: progress)
            try db.execute(
                sql: """
                    INSERT INTO catalog_state (id, fingerprint, movie_count, imported_at) VALUES (1, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint,
                        movie_count = excluded.movie_count, imported_at = excluded.imported_at
                    """,
                arguments: [catalog.fingerprint, catalog.rows.count, Date().timeIntervalSince1970]
            )
            return .imported(movieCount: catalog.rows.count)
        }
    }

    private static func insert(
        _ catalog: CatalogImport, into db: Database, progress: (CatalogImportProgress) -> Void
    ) throws {
        try db.execute(sql: "DELETE FROM movie")
        let insertMovie = try db.makeStatement(
            sql: """
                INSERT INTO movie (id, title, search_title, released, genres, directors, countries, runtime,
                    language, rating, reviews, popularity_rank, record)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        let rows = catalog.rows
        let step = max(1, rows.count / 100)
        for (position, row) in rows.enumerated() {
            let film = row.listing
            try insertMovie.execute(arguments: [
                film.id, film.title, row.searchTitle, film.released, film.genres, film.directors, film.countries,
                film.runtime, film.language, film.rating, film.reviews, row.popularityRank, row.record,
            ])
            if position % step == 0 || position == rows.count - 1 {
                progress(CatalogImportProgress(imported: position + 1, total: rows.count))
            }
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO title_index (id, archive) VALUES (1, ?)", arguments: [catalog.indexArchive])
    }

    private static func movieCount(_ db: Database, fingerprint: String) throws -> Int? {
        try Int.fetchOne(
            db, sql: "SELECT movie_count FROM catalog_state WHERE id = 1 AND fingerprint = ?", arguments: [fingerprint])
    }
}
