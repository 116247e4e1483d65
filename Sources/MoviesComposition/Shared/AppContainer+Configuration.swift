import Logging
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesTMDB

/// The graph from a configuration: what `movies` and `movies serve` run on.
extension AppContainer {
    /// Opens the store and, for the catalog source, imports the embedded catalog if it is not there yet,
    /// reporting `(imported, total)` films as the import goes. A server on PostgreSQL
    /// (`waitsForStorage`) starts even while the database is away: it brings the store up in the
    /// background, trying again until it can, and is ready once that is done.
    public static func make(
        configuration: AppConfiguration,
        importProgress: @escaping @Sendable (_ imported: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> AppContainer {
        let opened = try await openStore(configuration)
        let store = opened.store
        let movies: any MoviesRepository & DiscoveryRepository & FilmIdentifiersRepository
        let posters: any PosterImagesRepository
        var bringUp = opened.prepare
        let addedFilms = AddedFilmsIndexCache(store: store)
        if let tmdb = configuration.tmdb {
            let logger = Logger(label: "movies.tmdb")
            movies = TMDBMoviesRepository(settings: tmdb, store: store, logger: logger)
            posters = TMDBPosterImagesRepository(
                settings: tmdb, store: store, cacheDirectory: configuration.posterCacheDirectory, logger: logger)
        } else {
            let resource = try CatalogResource.bundled
            let importer = CatalogImporter(store: store, resource: resource)
            let catalog = CatalogMoviesRepository(store: store, added: addedFilms)
            // A catalog imported anew may have films members added: each is merged into the catalog's.
            let added = AddedFilmsUseCase(
                added: IndexingAddedFilmsRepository(base: store, index: addedFilms), members: store,
                movies: MoviesWithAddedFilmsRepository(base: catalog, added: store), source: .catalog,
                identifiers: catalog)
            bringUp = { [prepare = bringUp] in
                try await prepare()
                let imported = try await importer.importIfNeeded { importProgress($0.imported, $0.total) }
                if case .imported = imported { try await Self.mergeAddedFilms(added) }
            }
            // A database file removed under the server comes back empty: the catalog goes in again.
            store.whenReopened { reopened in
                _ = try? await CatalogImporter(store: reopened, resource: resource).importIfNeeded { _ in }
            }
            movies = catalog
            posters = SVGPosterImagesRepository(store: store) { PosterArtwork(film: $0).svg(width: $1) }
        }
        let readiness = Readiness()
        let visitorKey = SigningKeyCache(store: store, name: "visitor")
        if opened.waits {
            Task { [bringUp] in
                await StoreBringUp(place: configuration.database.description).keepTrying(bringUp)
                readiness.markReady()
            }
        } else {
            try await bringUp()
            _ = try await visitorKey.key()
            readiness.markReady()
        }
        let saves = RecentQuerySaves(store: store)
        let (capacity, saving) = (configuration.recentQueriesCapacity, Self.saving(configuration))
        let source: MovieSource = configuration.tmdb == nil ? .catalog : .tmdb
        return AppContainer(
            // The catalog searches the added films in its own index; TMDB's search is given them beside.
            movies: MeasuredMoviesRepository(
                base: configuration.tmdb == nil
                    ? movies : SearchingAddedFilmsRepository(base: movies, added: addedFilms),
                source: source.rawValue),
            discovery: movies,
            posters: PosterImagesWithAddedFilmsRepository(base: posters, added: store) {
                PosterArtwork(film: $0).svg(width: $1)
            },
            recentQueries: { owner in
                GroupCommitRecentQueriesRepository(saves: saves, owner: owner, capacity: capacity, saving: saving)
            },
            members: store,
            hasher: BcryptPasswordHasher(cost: configuration.passwordCost),
            source: source,
            moveRecentQueries: { try await store.moveRecentQueries(from: $0, to: $1, capacity: capacity) },
            visitorKey: { try await visitorKey.key() },
            checkReady: { [place = configuration.database.description] in
                guard readiness.ready else { throw StorageError.notReady(place) }
                try await store.checkReachable()
            },
            finishWrites: {
                await saves.finish()
                await store.close()
            },
            identifiers: IdentifiersWithAddedFilms(base: movies, added: addedFilms),
            addedFilms: IndexingAddedFilmsRepository(base: store, index: addedFilms),
            recommendations: movies as? any RecommendationsRepository,
            importTakeover: configuration.importTakeover)
    }

    /// Merges into the catalog each added film it now has (by IMDb id), saying so in the log.
    private static func mergeAddedFilms(_ added: AddedFilmsUseCase) async throws {
        let merged = try await added.mergeIntoSource()
        guard !merged.isEmpty else { return }
        let logger = Logger(label: "movies.catalog")
        for (film, kept, moved) in merged {
            logger.notice(
                "merged the added film \(film.id) into the catalog's \(kept.id) (its IMDb id): moved \(moved)")
        }
    }

    private static func saving(_ configuration: AppConfiguration) -> GroupCommitRecentQueriesRepository.Saving {
        guard configuration.savesInBackground else { return .committed }
        // A commit takes a few milliseconds. On SQLite a search waits no longer than a quarter second for
        // a lock another process holds; on PostgreSQL, shared by servers that may be killed, a second,
        // so that an answered search is a saved one even under load.
        switch configuration.database {
        case .file: return .background(waitingUpTo: .milliseconds(250))
        case .postgres: return .background(waitingUpTo: .seconds(1))
        }
    }
}
