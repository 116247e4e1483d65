import Foundation
import Logging
import MoviesData
import MoviesTMDB
import MoviesTestSupport
import Synchronization

@testable import MoviesSQLite

extension TMDBSettings {
    /// Settings for the stand-in: quick retries on a clock that moves only when they wait (so a retry
    /// budget is never spent by a busy machine's slowness), and a timeout that a machine running every
    /// suite at once, and more besides, still meets.
    static func standIn(
        _ standIn: TMDBStandIn,
        credentials: TMDBCredentials = .apiKey(TMDBStandIn.apiKey),
        timeout: Duration = .seconds(60),
        maxAttempts: Int = 3,
        clock: SimulatedRetryClock = SimulatedRetryClock()
    ) -> TMDBSettings {
        TMDBSettings(
            credentials: credentials, apiBaseURL: standIn.baseURL, language: "en-US", timeout: timeout,
            retry: RetryPolicy(
                maxAttempts: maxAttempts, initialDelay: .milliseconds(10), totalBudget: .seconds(20),
                clock: clock.retryClock))
    }
}

/// A retry clock that moves only when a retry waits, by the wait it asked for, and at once.
final class SimulatedRetryClock: Sendable {
    private let elapsed = Mutex(Duration.zero)

    /// How long the retries have waited in all.
    var slept: Duration { elapsed.withLock { $0 } }

    var retryClock: RetryClock {
        RetryClock(
            now: { [self] in slept },
            sleep: { [self] duration in
                try Task.checkCancellation()
                elapsed.withLock { $0 += duration }
                await Task.yield()
            })
    }
}

extension TMDBMoviesRepository {
    static func standIn(
        _ standIn: TMDBStandIn,
        database: SQLiteStore? = nil,
        settings: TMDBSettings? = nil,
        logs: LogCapture = LogCapture()
    ) throws -> TMDBMoviesRepository {
        TMDBMoviesRepository(
            settings: settings ?? .standIn(standIn), store: try database ?? SQLiteStore.inMemory(), logger: logs.logger)
    }
}
