import Foundation
import GRDB

/// Copies the embedded catalog into the database the first time it is needed, and again whenever the
/// resource (or the way it is indexed) changes. The import is one transaction: a process killed half way
/// leaves the previous catalog, or none, never half of one.
public struct CatalogImporter: Sendable {
    public enum Outcome: Equatable, Sendable {
        case upToDate(movieCount: Int)
        case imported(movieCount: Int)
    }

    private let database: AppDatabase
    private let resource: CatalogResource

    public init(database: AppDatabase, resource: CatalogResource) {
        self.database = database
        self.resource = resource
    }

    @discardableResult
    public func importIfNeeded(
        progress: @escaping @Sendable (CatalogImportProgress) -> Void = { _ in }
    ) async throws -> Outcome {
        let contents = try resource.load()
        if let count = try await importedMovieCount(fingerprint: contents.fingerprint) {
            return .upToDate(movieCount: count)
        }
        let lines = try contents.lines()
        progress(CatalogImportProgress(imported: 0, total: lines.count))
        let movies = try CatalogResource.Contents.movies(in: lines)
        let rows = CatalogRows(movies)
        defer { database.catalog.forget() }
        return try await database.write { db in
            // Another process may have imported while this one was decoding.
            if let count = try Self.movieCount(db, fingerprint: contents.fingerprint) {
                return .upToDate(movieCount: count)
            }
            try rows.replaceCatalog(in: db, progress: progress)
            try db.execute(
                sql: """
                    INSERT INTO catalog_state (id, fingerprint, movie_count, imported_at) VALUES (1, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint,
                        movie_count = excluded.movie_count, imported_at = excluded.imported_at
                    """,
                arguments: [contents.fingerprint, movies.count, Date().timeIntervalSince1970]
            )
            return .imported(movieCount: movies.count)
        }
    }

    private func importedMovieCount(fingerprint: String) async throws -> Int? {
        try await database.read { db in try Self.movieCount(db, fingerprint: fingerprint) }
    }

    private static func movieCount(_ db: Database, fingerprint: String) throws -> Int? {
        try Int.fetchOne(
            db,
            sql: "SELECT movie_count FROM catalog_state WHERE id = 1 AND fingerprint = ?",
            arguments: [fingerprint]
        )
    }
}
