import Foundation
import GRDB
public import MoviesDomain

/// Movies from the embedded catalog, imported into SQLite and searched through a ``TitleIndex`` loaded
/// into memory on the first search, with the listings of the films found kept beside it. It has no cache
/// to hand over: every answer is the catalog's own.
public struct SQLiteCatalogMoviesRepository: MoviesRepository {
    public static let pageSize = 20

    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func searchMovies(
        _ query: MovieQuery,
        page: PageNumber,
        cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let words = SearchText.words(query.text)
        let pageSize = Self.pageSize
        var snapshot = try await currentSnapshot()
        while true {
            let (ids, total) = snapshot.index.search(words, limit: pageSize, offset: (page.value - 1) * pageSize)
            var (movies, missing) = snapshot.listings(of: ids)
            if !missing.isEmpty {
                // Read in the same transaction as the catalog's state: if another process imported the
                // catalog since, the search is made again on the new one.
                let (current, rows) = try await database.read { [catalog = database.catalog, snapshot, missing] db in
                    let current = try catalog.current(db)
                    return (current, current === snapshot ? try CatalogMovieRow.fetchAll(db, ids: missing) : [])
                }
                guard current === snapshot else {
                    snapshot = current
                    continue
                }
                let fetched = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.toDomain()) })
                snapshot.keep(fetched)
                movies.merge(fetched) { _, new in new }
            }
            let suggestion = total == 0 ? snapshot.index.suggestion(for: words) : nil
            return MoviesPage(
                page: page.value,
                totalPages: (total + pageSize - 1) / pageSize,
                totalResults: total,
                movies: ids.compactMap { movies[$0] },
                suggestedQuery: suggestion.flatMap { try? MovieQuery($0.joined(separator: " ")) }
            )
        }
    }

    /// The catalog's snapshot, looking at the database only when it was not looked at a moment ago.
    private func currentSnapshot() async throws -> CatalogSnapshot {
        if let snapshot = database.catalog.recentlyChecked { return snapshot }
        return try await database.read { [catalog = database.catalog] db in try catalog.current(db) }
    }

    public func movie(withID id: Movie.ID) async throws -> Movie {
        guard let number = Int(id.rawValue) else { throw MovieNotFound(id: id) }
        let record = try await database.read { db in
            try String.fetchOne(db, sql: "SELECT record FROM movie WHERE id = ?", arguments: [number])
        }
        guard let record else { throw MovieNotFound(id: id) }
        do {
            return try JSONDecoder().decode(CatalogMovieDTO.self, from: Data(record.utf8)).toDomain()
        } catch {
            throw CatalogError.malformed("film \(number) cannot be read")
        }
    }
}
