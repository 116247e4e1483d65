public import Logging
public import MoviesData
import MoviesDomain
import NIOSSL
import PostgresNIO

/// The store in one PostgreSQL database, which several servers share: the catalog and its title index,
/// the recent queries, the TMDB answers and the signing keys. Every value is bound, never spliced into SQL.
///
/// Its connection pool runs from ``open(_:poolSize:timeout:logger:)`` until ``close()``; while the server is
/// away, accesses fail within their timeout with ``StorageError/unreachable(_:)`` and the pool connects
/// again by itself when it is back.
public final class PostgresStore: MoviesStore {
    /// How long one access may take by default, waiting for a connection included.
    public static let defaultTimeout: Duration = .seconds(5)
    /// How long one batch of a member's import (``ImportUseCase/batchSize`` watches in one transaction) may
    /// take: a request's deadline would cut it on a busy server, and the import would never end.
    static let batchTimeout: Duration = .seconds(120)
    /// How long the migrations or a catalog import may take: much longer than a request's access.
    static let longTimeout: Duration = .seconds(300)
    /// How long making one connection may take, by the pool or by ``probe(_:logger:)``.
    static let connectTimeout: Duration = .seconds(3)
    /// How long ``close()`` waits for the pool to end.
    static let closeTimeout: Duration = .seconds(10)

    let client: PostgresClient
    let location: PostgresLocation
    let logger: Logger
    let watch = ServerWatch()
    let meters: PoolMeters
    /// How long one access may take, waiting for a connection included.
    let timeout: Duration
    private let running: Task<Void, Never>

    /// Connects to `location` with at most `poolSize` connections and brings the schema up to date
    /// (once, whoever else starts at the same time).
    public static func open(
        _ location: PostgresLocation, poolSize: Int = 20, timeout: Duration = defaultTimeout,
        logger: Logger = Logger(label: "movies.storage")
    ) async throws -> PostgresStore {
        // As long as an access may wait: on a busy machine a connection can take longer than the pool's
        // attempt, which the pool would make again, and a server starting then must not give up at once.
        try await probe(location, within: max(connectTimeout, timeout), logger: logger)
        let store = PostgresStore(location, poolSize: poolSize, timeout: timeout, logger: logger)
        do {
            try await store.prepare()
        } catch {
            await store.close()
            throw error
        }
        return store
    }

    /// The pool for `location`, connecting when first used and again whenever the server comes back;
    /// nothing is read or migrated yet: ``prepare()`` does that.
    public static func connect(
        _ location: PostgresLocation, poolSize: Int = 20, timeout: Duration = defaultTimeout,
        logger: Logger = Logger(label: "movies.storage")
    ) -> PostgresStore {
        PostgresStore(location, poolSize: poolSize, timeout: timeout, logger: logger)
    }

    /// Brings the schema up to date, once across the servers that share the database.
    public func prepare() async throws {
        try await migrate()
    }

    private init(_ location: PostgresLocation, poolSize: Int, timeout: Duration, logger: Logger) {
        self.timeout = timeout
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.user, password: location.password,
            database: location.database, tls: Self.tls(location.tls))
        configuration.options.maximumConnections = max(1, poolSize)
        configuration.options.connectTimeout = Self.connectTimeout
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        meters = PoolMeters(poolSize: max(1, poolSize))
        self.client = client
        self.location = location
        self.logger = logger
        running = Task { await client.run() }
    }

    /// Closes the pool: its connections finish their work and close. A pool that does not end within
    /// ``closeTimeout`` (one still trying to connect may not hear it) is left to end on its own: closing never
    /// holds up a server's shutdown, or a test, for good.
    public func close() async {
        watch.stop()
        running.cancel()
        let running = running
        _ = try? await Abandoning.value(within: Self.closeTimeout) { await running.value }
    }

    public func whenReopened(_ hook: @escaping @Sendable (any CatalogStore) async -> Void) {
        // A PostgreSQL database does not vanish under the server as a file can; nothing to notice.
    }

    public func checkReachable() async throws {
        let logger = logger
        try await access { connection in
            for try await _ in try await connection.query("SELECT 1", logger: logger) {}
        }
    }

    private static func tls(_ mode: PostgresLocation.TLSMode) -> PostgresClient.Configuration.TLS {
        switch mode {
        case .disable: .disable
        case .allow, .prefer: .prefer(tlsConfiguration(mode))
        case .require, .verifyCA, .verifyFull: .require(tlsConfiguration(mode))
        }
    }

    /// libpq's meaning: `require` encrypts without checking the certificate, `verify-ca` checks it was
    /// signed by a trusted authority, `verify-full` also checks the host name.
    static func tlsConfiguration(_ mode: PostgresLocation.TLSMode) -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .verifyFull: break
        case .verifyCA: configuration.certificateVerification = .noHostnameVerification
        default: configuration.certificateVerification = .none
        }
        return configuration
    }
}
