import Foundation
import Logging
import MoviesData
import MoviesTestSupport
import Synchronization

@testable import MoviesSQLite

extension TMDBSettings {
    /// Settings for the stand-in: quick retries, so fault tests run fast, and a timeout that a busy
    /// machine running every suite at once still meets.
    static func standIn(
        _ standIn: TMDBStandIn,
        credentials: TMDBCredentials = .apiKey(TMDBStandIn.apiKey),
        timeout: Duration = .seconds(20),
        maxAttempts: Int = 3
    ) -> TMDBSettings {
        TMDBSettings(
            credentials: credentials, apiBaseURL: standIn.baseURL, language: "en-US", timeout: timeout,
            retry: RetryPolicy(maxAttempts: maxAttempts, initialDelay: .milliseconds(10), totalBudget: .seconds(20)))
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
