import Foundation
import Logging
import MoviesData
public import MoviesDomain
import MoviesPostgres
import MoviesSQLite

/// Builds the object graph: the one place that knows which concrete repositories stand behind the
/// Domain's protocols.
public struct AppContainer: Sendable {
    public let searchMovies: SearchMoviesUseCase
    public let fetchRecentQueries: FetchRecentQueriesUseCase
    public let fetchMovieDetails: FetchMovieDetailsUseCase
    public let fetchPosterImage: FetchPosterImageUseCase
    /// Which source answers searches.
    public let source: MovieSource
    /// The secret that web visitors' ids are signed with: kept in the database, so every server sharing
    /// it accepts the others' visitors.
    public let visitorKey: [UInt8]
    /// Commits the writes still queued; for a server shutting down.
    public let finishWrites: @Sendable () async -> Void
    private let movies: any MoviesRepository
    private let recentQueries: @Sendable (_ owner: String) -> any RecentQueriesRepository

    /// The source as users call it: `catalog` or `TMDB`.
    public var sourceName: String {
        switch source {
        case .catalog: "catalog"
        case .tmdb: "TMDB"
        }
    }

    /// Searches that save to one visitor's recent queries (the web app has many visitors); with no visitor,
    /// searches that save nothing.
    public func searchMovies(forVisitor visitor: String?) -> SearchMoviesUseCase {
        SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: visitor.map(recentQueries))
    }

    /// One visitor's recent queries.
    public func fetchRecentQueries(forVisitor visitor: String) -> FetchRecentQueriesUseCase {
        FetchRecentQueriesUseCase(repository: recentQueries(visitor))
    }

    /// The graph over the given repositories: what ``make(configuration:importProgress:)`` builds from the
    /// configuration, and what tests build from fakes. `recentQueries` gives one owner's recent queries.
    public init(
        movies: any MoviesRepository,
        posters: any PosterImagesRepository,
        recentQueries: @escaping @Sendable (_ owner: String) -> any RecentQueriesRepository,
        source: MovieSource,
        visitorKey: [UInt8] = (0..<32).map { _ in UInt8.random(in: .min ... .max) },
        finishWrites: @escaping @Sendable () async -> Void = {}
    ) {
        let shared = recentQueries("")
        searchMovies = SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: shared)
        fetchRecentQueries = FetchRecentQueriesUseCase(repository: shared)
        fetchMovieDetails = FetchMovieDetailsUseCase(repository: movies)
        fetchPosterImage = FetchPosterImageUseCase(repository: posters)
        self.source = source
        self.movies = movies
        self.recentQueries = recentQueries
        self.visitorKey = visitorKey
        self.finishWrites = finishWrites
    }

    /// Opens the database and, for the catalog source, imports the embedded catalog if it is not there
    /// yet, reporting `(imported, total)` films as the import goes.
    public static func make(
        configuration: AppConfiguration,
        importProgress: @escaping @Sendable (_ imported: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> AppContainer {
        let store = try await openStore(configuration)
        let movies: any MoviesRepository
        let posters: any PosterImagesRepository
        if let tmdb = configuration.tmdb {
            let logger = Logger(label: "movies.tmdb")
            movies = TMDBMoviesRepository(settings: tmdb, store: store, logger: logger)
            posters = TMDBPosterImagesRepository(
                settings: tmdb, store: store, cacheDirectory: configuration.posterCacheDirectory, logger: logger)
        } else {
            let importer = CatalogImporter(store: store, resource: try CatalogResource.bundled)
            try await importer.importIfNeeded { importProgress($0.imported, $0.total) }
            // A database file removed under the server comes back empty: the catalog goes in again.
            store.whenReopened { _ = try? await importer.importIfNeeded { _ in } }
            movies = CatalogMoviesRepository(store: store)
            posters = SVGPosterImagesRepository(store: store)
        }
        let capacity = configuration.recentQueriesCapacity
        let saving: GroupCommitRecentQueriesRepository.Saving =
            configuration.savesInBackground ? .background : .committed
        let saves = RecentQuerySaves(store: store)
        let recentQueriesOf: @Sendable (String) -> any RecentQueriesRepository = { owner in
            GroupCommitRecentQueriesRepository(saves: saves, owner: owner, capacity: capacity, saving: saving)
        }
        return AppContainer(
            movies: movies, posters: posters, recentQueries: recentQueriesOf,
            source: configuration.tmdb == nil ? .catalog : .tmdb,
            visitorKey: try await store.signingKey(named: "visitor"),
            finishWrites: {
                await saves.finish()
                await store.close()
            })
    }

    private static func openStore(_ configuration: AppConfiguration) async throws -> any MoviesStore {
        switch configuration.database {
        case .file(let url): try SQLiteStore.open(at: url)
        case .postgres(let location): try await PostgresStore.open(location, poolSize: configuration.poolSize)
        }
    }
}
