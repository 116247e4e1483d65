import Metrics
import MoviesDomain

/// A repository that times its searches, as `movies_search_duration` by source and outcome: the latency of
/// search itself, apart from rendering and the network. Its two timers are made once: a search only
/// records.
struct MeasuredMoviesRepository: MoviesRepository {
    let base: any MoviesRepository
    private let answered: Timer
    private let failed: Timer

    init(base: any MoviesRepository, source: String) {
        self.base = base
        answered = Timer(label: "movies_search_duration", dimensions: [("source", source), ("outcome", "ok")])
        failed = Timer(label: "movies_search_duration", dimensions: [("source", source), ("outcome", "failed")])
    }

    func searchMovies(
        _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let start = ContinuousClock.now
        do {
            let page = try await base.searchMovies(query, page: page, cached: cached)
            Self.record(since: start, in: answered)
            return page
        } catch {
            Self.record(since: start, in: failed)
            throw error
        }
    }

    func movie(withID id: Movie.ID) async throws -> Movie {
        try await base.movie(withID: id)
    }

    private static func record(since start: ContinuousClock.Instant, in timer: Timer) {
        let elapsed = (ContinuousClock.now - start).components
        timer.recordNanoseconds(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }
}
