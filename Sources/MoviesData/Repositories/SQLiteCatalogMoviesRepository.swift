import Foundation
import GRDB
public import MoviesDomain

/// Movies from the embedded catalog, imported into SQLite and searched through a ``TitleIndex`` built in
/// memory on the first search. It has no cache to hand over: every answer is fresh.
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
        let titleIndex = database.titleIndex
        return try await database.read { db in
            let (ids, total) = try titleIndex.index(db).search(
                words, limit: pageSize, offset: (page.value - 1) * pageSize)
            let movies = try CatalogMovieRow.fetchAll(db, ids: ids)
            return MoviesPage(
                page: page.value,
                totalPages: (total + pageSize - 1) / pageSize,
                totalResults: total,
                movies: movies.map { $0.toDomain() }
            )
        }
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
