import Foundation
import MoviesData
public import MoviesDomain

/// Builds the object graph: the one place that knows which concrete repositories stand behind the
/// Domain's protocols.
public struct AppContainer: Sendable {
    public let searchMovies: SearchMoviesUseCase
    public let fetchRecentQueries: FetchRecentQueriesUseCase
    public let fetchMovieDetails: FetchMovieDetailsUseCase
    public let fetchPosterImage: FetchPosterImageUseCase
    /// Which source answers searches, as users call it.
    public let sourceName: String

    /// Opens the database and imports the embedded catalog if it is not there yet, reporting
    /// `(imported, total)` films as the import goes.
    public static func make(
        configuration: AppConfiguration,
        importProgress: @escaping @Sendable (_ imported: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> AppContainer {
        let database = try AppDatabase.open(at: configuration.databaseURL)
        try await CatalogImporter(database: database, resource: try CatalogResource.bundled)
            .importIfNeeded { importProgress($0.imported, $0.total) }
        let movies = SQLiteCatalogMoviesRepository(database: database)
        let recentQueries = SQLiteRecentQueriesRepository(
            database: database, capacity: configuration.recentQueriesCapacity)
        return AppContainer(
            searchMovies: SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: recentQueries),
            fetchRecentQueries: FetchRecentQueriesUseCase(repository: recentQueries),
            fetchMovieDetails: FetchMovieDetailsUseCase(repository: movies),
            fetchPosterImage: FetchPosterImageUseCase(repository: SVGPosterImagesRepository(database: database)),
            sourceName: "catalog"
        )
    }
}
