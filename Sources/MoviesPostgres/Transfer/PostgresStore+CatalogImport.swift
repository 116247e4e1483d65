import Foundation
public import MoviesData
import PostgresNIO

extension PostgresStore {
    /// Films written per statement: each statement binds one array a column.
    static let importBatch = 2_000

    /// One transaction holding the catalog's advisory lock: servers that start together import once; the
    /// others wait, then find the import done. Searches read the previous catalog until it commits.
    public func replaceCatalog(
        with catalog: CatalogImport, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws -> CatalogImporter.Outcome {
        let logger = logger
        return try await access(timeout: Self.longTimeout) { connection in
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(LockKey.catalog))", logger: logger)
                let current = try await connection.query(
                    "SELECT movie_count FROM catalog_state WHERE id = 1 AND fingerprint = \(catalog.fingerprint)",
                    logger: logger)
                for try await count in current.decode(Int.self) { return .upToDate(movieCount: count) }
                try await connection.query("DELETE FROM movie", logger: logger)
                let rows = catalog.rows
                for start in stride(from: 0, to: rows.count, by: Self.importBatch) {
                    let batch = rows[start..<min(start + Self.importBatch, rows.count)]
                    try await connection.query(Self.insert(batch), logger: logger)
                    progress(CatalogImportProgress(imported: start + batch.count, total: rows.count))
                }
                try await connection.query(
                    """
                    INSERT INTO catalog_state (id, fingerprint, movie_count, imported_at, title_index)
                    VALUES (1, \(catalog.fingerprint), \(rows.count), \(Date().timeIntervalSince1970),
                        \(catalog.indexArchive))
                    ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint,
                        movie_count = excluded.movie_count, imported_at = excluded.imported_at,
                        title_index = excluded.title_index
                    """, logger: logger)
                return .imported(movieCount: rows.count)
            }
        }
    }

    /// An insert of `rows` as one array a column; missing values travel as empty strings, -1 and NaN and
    /// become NULL again in SQL.
    private static func insert(_ rows: ArraySlice<CatalogFilmRow>) -> PostgresQuery {
        let films = rows.map(\.listing)
        let ids = films.map(\.id)
        let titles = films.map(\.title)
        let searchTitles = rows.map(\.searchTitle)
        let released = films.map { $0.released ?? "" }
        let genres = films.map(\.genres)
        let directors = films.map(\.directors)
        let countries = films.map(\.countries)
        let runtimes = films.map { $0.runtime ?? -1 }
        let languages = films.map { $0.language ?? "" }
        let ratings = films.map { $0.rating ?? .nan }
        let reviews = films.map(\.reviews)
        let ranks = rows.map(\.popularityRank)
        let records = rows.map(\.record)
        return """
            INSERT INTO movie (id, title, search_title, released, genres, directors, countries, runtime, language,
                rating, reviews, popularity_rank, record)
            SELECT id, title, search_title, NULLIF(released, ''), genres, directors, countries, NULLIF(runtime, -1),
                NULLIF(language, ''), NULLIF(rating, 'NaN'), reviews, popularity_rank, record
            FROM unnest(\(ids)::int8[], \(titles)::text[], \(searchTitles)::text[], \(released)::text[],
                \(genres)::text[], \(directors)::text[], \(countries)::text[], \(runtimes)::int8[],
                \(languages)::text[], \(ratings)::float8[], \(reviews)::int8[], \(ranks)::int8[], \(records)::text[])
                AS film (id, title, search_title, released, genres, directors, countries, runtime, language, rating,
                    reviews, popularity_rank, record)
            """
    }
}
