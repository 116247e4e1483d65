import Foundation
import Logging
import MoviesPresentation
import Synchronization

/// Where the detail of a failure goes, since answers carry only its kind and a generic message: a bug at
/// error level every time, a source or storage out of reach (the file, the SQLite code, the host) at error
/// level once per incident (the same detail again within a minute is the same incident), so an outage
/// under load is a line an operator reads rather than a flood.
final class FailureLog: Sendable {
    static let shared = FailureLog()

    private let logger: Logger
    private let lastLogged = Mutex<[String: ContinuousClock.Instant]>([:])
    private static let quietPeriod = Duration.seconds(60)

    init(logger: Logger = Logger(label: "movies.web")) {
        self.logger = logger
    }

    func record(_ failure: ScreenFailure) {
        switch failure.kind {
        case .unexpected:
            logger.error("unexpected error", metadata: ["detail": "\(failure.detail)"])
        case .unavailable:
            let now = ContinuousClock.now
            let isNew = lastLogged.withLock { times in
                if let last = times[failure.detail], now - last < Self.quietPeriod { return false }
                if times.count > 256 { times.removeAll() }
                times[failure.detail] = now
                return true
            }
            if isNew { logger.error("source unavailable", metadata: ["detail": "\(failure.detail)"]) }
        case .invalidInput, .notFound, .unauthorized, .forbidden, .conflict, .tooManyRequests, .tooLarge:
            break
        }
    }
}
