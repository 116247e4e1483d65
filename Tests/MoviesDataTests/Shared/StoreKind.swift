import Foundation
import MoviesData
import MoviesPostgres
import MoviesSQLite
import MoviesTestSupport
import Synchronization
import Testing

/// The stores every contract test runs against: SQLite always, PostgreSQL when a test server is set.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    static var available: [StoreKind] { TestPostgres.isAvailable ? allCases : [.sqlite] }

    var testDescription: String { rawValue }

    /// Runs `body` with a fresh, empty database of this kind, dropped afterwards.
    /// `body` given one server's store over a database of its own.
    func withStore(_ body: (any MoviesStore) async throws -> Void) async throws {
        try await withDatabase { database in try await body(try await database.open()) }
    }

    func withDatabase(_ body: (TestDatabase) async throws -> Void) async throws {
        let database = try await TestDatabase(kind: self)
        do {
            try await body(database)
        } catch {
            await database.remove()
            throw error
        }
        await database.remove()
    }
}

/// One empty database for one test; ``open()`` connects to it as another server would, each call a new
/// store on the same data.
final class TestDatabase: Sendable {
    private enum Place {
        case file(URL)
        case postgres(url: String, PostgresLocation)
    }

    private let place: Place
    private let opened = Mutex<[any MoviesStore]>([])

    init(kind: StoreKind) async throws {
        switch kind {
        case .sqlite: place = .file(try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite"))
        case .postgres:
            let url = try await TestPostgres.makeDatabase()
            place = .postgres(url: url, try PostgresLocation(url: url))
        }
    }

    func open() async throws -> any MoviesStore {
        let store: any MoviesStore =
            switch place {
            case .file(let url): try SQLiteStore.open(at: url)
            case .postgres(_, let location): try await PostgresStore.open(location, poolSize: 8, timeout: .seconds(120))
            }
        opened.withLock { $0.append(store) }
        return store
    }

    func remove() async {
        for store in opened.withLock({ $0 }) { await store.close() }
        switch place {
        case .file(let url): try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
        case .postgres(let url, _): await TestPostgres.drop(url)
        }
    }
}

@Suite struct StoreAvailabilityTests {
    /// In CI the PostgreSQL server is never missing; elsewhere its absence is said, not hidden.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] != nil, "runs in CI only"))
    func postgresIsAvailableInCI() {
        #expect(TestPostgres.isAvailable, "\(TestPostgres.skipped)")
    }

}
