import Foundation
import MoviesData
import MoviesDomain
import MoviesSQLite
import Synchronization

/// The catalog imported into a fresh database once, and the query mix of `Benchmarks/queries.txt`
/// (from `MOVIES_QUERIES`, which scripts/benchmarks/run sets).
final class SearchFixture: Sendable {
    static let shared = Task { try await SearchFixture() }

    let repository: CatalogMoviesRepository
    let useCase: SearchMoviesUseCase
    /// The database the catalog is imported into.
    let database: SQLiteStore
    private let queries: [MovieQuery]
    private let position = Mutex(0)

    private init() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-bench-\(UUID())")
        let database = try SQLiteStore.open(at: directory.appendingPathComponent("movies.sqlite"))
        self.database = database
        let environment = ProcessInfo.processInfo.environment
        let catalog = environment["MOVIES_CATALOG"].map { CatalogResource(url: URL(fileURLWithPath: $0)) }
        let start = ContinuousClock.now
        let outcome = try await CatalogImporter(store: database, resource: try catalog ?? CatalogResource.bundled)
            .importIfNeeded()
        let importTime = ContinuousClock.now - start
        repository = CatalogMoviesRepository(store: database)
        // The first search loads the title index from the database into memory.
        let loading = ContinuousClock.now
        _ = try await repository.searchMovies(try MovieQuery("the"), page: .first)
        let loadTime = ContinuousClock.now - loading
        if let report = environment["MOVIES_FIXTURE_REPORT"] {
            // For the benchmark report: how long the import took and how big the database is.
            let file = directory.appendingPathComponent("movies.sqlite").path
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            let wal = (try? FileManager.default.attributesOfItem(atPath: file + "-wal")[.size] as? Int) ?? 0
            let line =
                "{\"import_seconds\": \(importTime.seconds), \"index_load_seconds\": \(loadTime.seconds), \"database_bytes\": \(bytes + wal), \"outcome\": \"\(outcome)\"}\n"
            try? line.write(toFile: report, atomically: true, encoding: .utf8)
        }
        useCase = SearchMoviesUseCase(
            moviesRepository: repository,
            recentQueriesRepository: GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database)))
        let path = ProcessInfo.processInfo.environment["MOVIES_QUERIES"] ?? "Benchmarks/queries.txt"
        queries = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap {
            try? MovieQuery(String($0))
        }
        if let report = environment["MOVIES_QUERY_TIMES"] {
            try await writeQueryTimes(to: report)
        }
    }

    /// For finding the slow queries of a mix: each query's median over 15 rounds of the mix (each query
    /// meets caches the others have filled, as in the benchmark), slowest first, one
    /// `milliseconds<TAB>query` line each.
    private func writeQueryTimes(to path: String) async throws {
        var times = [[Double]](repeating: [], count: queries.count)
        for round in 0..<16 {
            for (index, query) in queries.enumerated() {
                let start = ContinuousClock.now
                _ = try await repository.searchMovies(query, page: .first)
                if round > 0 { times[index].append((ContinuousClock.now - start).seconds * 1000) }
            }
        }
        let medians = zip(times, queries).map { ($0.sorted()[$0.count / 2], $1.text) }
        let text = medians.sorted { $0.0 > $1.0 }.map { String(format: "%.3f", $0.0) + "\t" + $0.1 }
        try text.joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The mix in order, round and round.
    func nextQuery() -> MovieQuery {
        position.withLock { position in
            defer { position += 1 }
            return queries[position % queries.count]
        }
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
