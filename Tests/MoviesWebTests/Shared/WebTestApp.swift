import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesData
import MoviesPostgres
import MoviesPresentation
import MoviesSQLite
import MoviesTestSupport
import MoviesWeb
import Testing

/// The web app over the catalog (imported once per test process, and read by every app) with members,
/// sessions and recent searches in memory, fresh for each app; ``onSQLite(in:)`` is the app over a real
/// database of its own, for the suites of what a store does.
enum WebTestApp {
    private static let template = Task<URL, any Error> {
        let url = try temporaryDirectory().appendingPathComponent("template.sqlite")
        _ = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url))
        return url
    }

    /// `onSQLite`: over a real database of its own rather than in memory (one suite, of what a member
    /// writes, runs so; PostgreSQL's are the multi-server tests).
    /// `now`: the clock of what is counted per minute (comments), for an app in memory.
    /// A server started with its public address: it serves the members' feeds.
    static var servingFeeds: WebSettings {
        var settings = WebSettings()
        settings.publicURL = "https://movies.example.org"
        return settings
    }

    static func make(
        settings: WebSettings = WebSettings(), onSQLite: Bool = false, now: (@Sendable () -> Date)? = nil
    ) async throws -> Bounded {
        Bounded(settings: settings, store: onSQLite ? .sqlite : .memory, now: now)
    }

    /// Where an app keeps what members write: in memory, in a SQLite database of its own, or in a
    /// PostgreSQL database of its own on the test server (`MOVIES_TEST_POSTGRES`).
    enum Store: String, Sendable, CaseIterable {
        case memory, sqlite, postgres

        /// Those this machine can run: PostgreSQL only where a test server is set.
        static var available: [Store] { allCases.filter { $0 != .postgres || TestPostgres.isAvailable } }
    }

    static func make(settings: WebSettings = WebSettings(), store: Store) async throws -> Bounded {
        Bounded(settings: settings, store: store, now: nil)
    }

    /// An app made for its test only, a few at a time (a database holds files open, which the test process
    /// must keep under a thousand or so; left behind, each is 33 MB of the disk), as a server would run it.
    struct Bounded: Sendable {
        let settings: WebSettings
        let store: Store
        let now: (@Sendable () -> Date)?

        func test<Value: Sendable>(
            _ setup: TestingSetup, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
        ) async throws -> Value {
            await openApps.acquire()
            let outcome: Result<Value, any Error>
            do {
                // Only a database of its own needs a folder, or a database, removed after the test.
                let directory = store == .sqlite ? try temporaryDirectory() : nil
                defer { if let directory { try? FileManager.default.removeItem(at: directory) } }
                let database = store == .postgres ? try await TestPostgres.makeDatabase() : nil
                do {
                    let container =
                        if let directory { try await WebTestApp.onSQLite(in: directory) } else if let database {
                            try await WebTestApp.onPostgres(database)
                        } else {
                            try await WebTestApp.container(now: now ?? { Date() })
                        }
                    outcome = .success(
                        try await Application(router: try MoviesWebApp.router(screens: container, settings: settings))
                            .test(setup, body))
                } catch {
                    outcome = .failure(error)
                }
                if let database { await TestPostgres.drop(database) }
            } catch {
                outcome = .failure(error)
            }
            await openApps.release()
            return try outcome.get()
        }
    }

    private static let openApps = Permits(12)

    /// The catalog, imported once, opened once: the apps only read it.
    private static let catalog = Task<SQLiteStore, any Error> {
        try SQLiteStore.open(at: try await template.value, maximumReaders: 4)
    }

    /// The object graph over the shared catalog, with everything a member or a visitor writes in memory.
    static func container(now: @escaping @Sendable () -> Date = { Date() }) async throws -> AppContainer {
        let catalog = try await catalog.value
        let movies = CatalogMoviesRepository(store: catalog)
        let searches = InMemoryRecentSearches()
        return AppContainer(
            movies: movies, discovery: movies,
            posters: SVGPosterImagesRepository(store: catalog) { PosterArtwork(film: $0).svg(width: $1) },
            recentQueries: { InMemoryRecentSearchesOfOwner(searches, owner: $0) }, members: InMemoryMemberStore(),
            hasher: BcryptPasswordHasher(cost: 4), source: .catalog,
            moveRecentQueries: { try await searches.move(from: $0, to: $1) }, recommendations: movies, now: now)
    }

    /// The object graph over a copy of the imported template database, in `directory` (a new one unless
    /// given).
    static func onSQLite(in directory: URL? = nil) async throws -> AppContainer {
        let url = try (directory ?? temporaryDirectory()).appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: try await template.value, to: url)
        var configuration = AppConfiguration(databaseURL: url)
        configuration.passwordCost = 4  // bcrypt's least: the tests are of the app, not of bcrypt's slowness
        // Dozens of apps run at once, each with a database of its own: few open files each.
        configuration.sqliteReaders = 1
        return try await AppContainer.make(configuration: configuration)
    }

    /// The object graph over the PostgreSQL database at `url`, its catalog imported on opening.
    static func onPostgres(_ url: String) async throws -> AppContainer {
        var configuration = AppConfiguration(database: .postgres(try PostgresLocation(url: url)))
        configuration.passwordCost = 4
        configuration.poolSize = 4
        return try await AppContainer.make(configuration: configuration)
    }

    static func temporaryDirectory() throws -> URL {
        try TestDirectory.make("movies-web")
    }
}

extension TestClientProtocol {
    /// The `movies_visitor=…` cookie the server issues to a first visit, to send back as a returning visitor.
    func newVisitorCookie() async throws -> String {
        let first = try await execute(uri: "/api/recent", method: .get)
        return String(try #require(first.headers[.setCookie]?.split(separator: ";").first))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    var json: [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    var errorCode: String? { (json?["error"] as? [String: Any])?["code"] as? String }
    var errorField: String? { (json?["error"] as? [String: Any])?["field"] as? String }
}

/// A counting semaphore for tasks.
actor Permits {
    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        available = count
    }

    func acquire() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            available += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
