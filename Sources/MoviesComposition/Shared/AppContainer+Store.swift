import MoviesData
import MoviesPostgres
import MoviesSQLite

extension AppContainer {
    /// A store just opened: what is left to bring it up (`prepare`), and whether the app starts without
    /// waiting for that (a server on PostgreSQL, whose database may be restarting).
    struct OpenedStore {
        let store: any MoviesStore
        let prepare: @Sendable () async throws -> Void
        let waits: Bool
    }

    static func openStore(_ configuration: AppConfiguration) async throws -> OpenedStore {
        switch configuration.database {
        case .file(let url):
            return OpenedStore(
                store: try SQLiteStore.open(at: url, maximumReaders: configuration.sqliteReaders), prepare: {},
                waits: false)
        case .postgres(let location) where configuration.waitsForStorage:
            let store = PostgresStore.connect(location, poolSize: configuration.poolSize)
            return OpenedStore(store: store, prepare: { try await store.prepare() }, waits: true)
        case .postgres(let location):
            let store = try await PostgresStore.open(location, poolSize: configuration.poolSize)
            return OpenedStore(store: store, prepare: {}, waits: false)
        }
    }
}
