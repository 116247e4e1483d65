import Benchmark
import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport

/// Search through the whole stack on the embedded catalog, one query of the mix per iteration (so the
/// percentiles are over queries), and the TMDB source's cached page while TMDB takes 200 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 240,
        maxDuration: .seconds(20), maxIterations: 4_800)

    Benchmark("Search (use case -> repository -> SQLite, query saved)") { benchmark in
        let fixture = try await SearchFixture.shared.value
        let query = fixture.nextQuery()
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.execute(query))
    }

    Benchmark("Search (repository -> SQLite)") { benchmark in
        let fixture = try await SearchFixture.shared.value
        let query = fixture.nextQuery()
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.searchMovies(query, page: .first))
    }

    // The cached page's arrival is the measurement: the call itself lasts until the fresh page (200 ms).
    let cachedPage = BenchmarkMetric.custom("cached page (us)", useScalingFactor: false)
    Benchmark(
        "TMDB cached page while TMDB answers in 200 ms",
        configuration: .init(metrics: [cachedPage], warmupIterations: 2, maxDuration: .seconds(20), maxIterations: 40)
    ) { benchmark in
        let fixture = try await TMDBFixture.shared.value
        await fixture.standIn.fail(with: .delay(.milliseconds(200)), path: "/3/search")
        let delivered = CachedClock()
        let start = ContinuousClock.now
        _ = try await fixture.repository.searchMovies(fixture.query, page: .first) { _ in
            delivered.mark(ContinuousClock.now - start)
        }
        guard let elapsed = delivered.elapsed else { throw CachedPageMissing() }
        benchmark.measurement(cachedPage, Int(elapsed / .microseconds(1)))
    }
}
