import Foundation
import Logging
import MoviesData
import MoviesDomain
import MoviesSQLite
import MoviesTMDB
import MoviesTestSupport
import Synchronization

/// The TMDB source over the local stand-in, with "batman" already searched once (so it is cached).
final class TMDBFixture: Sendable {
    static let shared = Task { try await TMDBFixture() }

    let standIn: TMDBStandIn
    let repository: TMDBMoviesRepository
    let query = try! MovieQuery("batman")

    private init() async throws {
        standIn = try await TMDBStandIn.start()
        let settings = TMDBSettings(credentials: .apiKey(TMDBStandIn.apiKey), apiBaseURL: standIn.baseURL)
        repository = TMDBMoviesRepository(
            settings: settings, store: try SQLiteStore.inMemory(), logger: Logger(label: "movies.bench"))
        _ = try await repository.searchMovies(query, page: .first)
    }
}

/// When the cached page arrived.
final class CachedClock: Sendable {
    private let value = Mutex<Duration?>(nil)
    var elapsed: Duration? { value.withLock { $0 } }
    func mark(_ duration: Duration) { value.withLock { $0 = $0 ?? duration } }
}

/// The TMDB source answered without handing over its cached page first.
struct CachedPageMissing: Error {}
