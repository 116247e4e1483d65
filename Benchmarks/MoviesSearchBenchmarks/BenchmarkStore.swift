import Foundation
import MoviesData
import MoviesDomain
import MoviesPostgres
import MoviesSQLite
import MoviesTestSupport

/// What the diary and taste fixtures stand on: a store of their own, and the catalog's best-known films.
enum BenchmarkStore {
    /// SQLite in a folder of its own (`folder`); PostgreSQL with `MOVIES_BENCH_STORE=postgres`, a database
    /// of its own on the server of `MOVIES_TEST_POSTGRES` (each benchmark runs in a process of its own).
    /// `settle`, once the fixture is written: the database as a server's is after a while, its tables
    /// vacuumed and their statistics taken, not by the autovacuum in the middle of the measurement.
    static func make(
        folder: String
    ) async throws -> (store: any MoviesStore, name: String, settle: @Sendable () async throws -> Void) {
        if ProcessInfo.processInfo.environment["MOVIES_BENCH_STORE"] == "postgres" {
            let url = try await TestPostgres.makeDatabase()
            let store = try await PostgresStore.open(
                try PostgresLocation(url: url), poolSize: 8, timeout: .seconds(60))
            return (store, "PostgreSQL", { try await TestPostgres.psql(url, "VACUUM ANALYZE") })
        }
        let store = try SQLiteStore.open(at: try TestDirectory.make(folder).appendingPathComponent("movies.sqlite"))
        return (store, "SQLite", {})
    }

    /// The catalog's `count` best-known films, whole.
    static func popularMovies(_ count: Int, of catalog: CatalogMoviesRepository) async throws -> [Movie] {
        var movies: [Movie] = []
        var page = PageNumber.first
        while movies.count < count {
            let found = try await catalog.discoverMovies(try DiscoverFilter(sort: .popularity), page: page)
            for summary in found.movies where movies.count < count {
                movies.append(try await catalog.movie(withID: summary.id))
            }
            guard let next = page.next else { break }
            page = next
        }
        return movies
    }
}
