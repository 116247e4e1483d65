import Foundation
import Logging
import MoviesData
import MoviesTestSupport
import Synchronization

extension TMDBSettings {
    /// Settings for the stand-in: quick retries, so fault tests run fast, and a timeout that a busy
    /// machine running every suite at once still meets.
    static func standIn(
        _ standIn: TMDBStandIn,
        credentials: TMDBCredentials = .apiKey(TMDBStandIn.apiKey),
        timeout: Duration = .seconds(5),
        maxAttempts: Int = 3
    ) -> TMDBSettings {
        TMDBSettings(
            credentials: credentials, apiBaseURL: standIn.baseURL, language: "en-US", timeout: timeout,
            retry: RetryPolicy(maxAttempts: maxAttempts, initialDelay: .milliseconds(10), totalBudget: .seconds(5)))
    }
}

/// Keeps every log line, to check what reaches the logs.
final class LogCapture: Sendable {
    private let lines = Mutex<[String]>([])

    var text: String { lines.withLock { $0.joined(separator: "\n") } }

    var logger: Logger {
        var logger = Logger(label: "movies.test") { _ in Handler(capture: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append("\(event.level) \(event.message)")
        }
    }
}

extension TMDBMoviesRepository {
    static func standIn(
        _ standIn: TMDBStandIn,
        database: AppDatabase? = nil,
        settings: TMDBSettings? = nil,
        logs: LogCapture = LogCapture()
    ) throws -> TMDBMoviesRepository {
        TMDBMoviesRepository(
            settings: settings ?? .standIn(standIn), database: try database ?? .inMemory(), logger: logs.logger)
    }
}
