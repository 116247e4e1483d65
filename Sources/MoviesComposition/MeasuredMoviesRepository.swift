import Metrics
import MoviesDomain

/// A repository that times its searches, as `movies_search_duration` by source and outcome: the
/// latency of search itself, apart from rendering and the network.
struct MeasuredMoviesRepository: MoviesRepository {
    let base: any MoviesRepository
    let source: String

    func searchMovies(
        _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let start = ContinuousClock.now
        do {
            let page = try await base.searchMovies(query, page: page, cached: cached)
            record(since: start, outcome: "ok")
            return page
        } catch {
            record(since: start, outcome: "failed")
            throw error
        }
    }

    func movie(withID id: Movie.ID) async throws -> Movie {
        try await base.movie(withID: id)
    }

    private func record(since start: ContinuousClock.Instant, outcome: String) {
        let elapsed = (ContinuousClock.now - start).components
        Timer(label: "movies_search_duration", dimensions: [("source", source), ("outcome", outcome)])
            .recordNanoseconds(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }
}
