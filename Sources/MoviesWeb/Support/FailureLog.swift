import Foundation
import Logging
import MoviesPresentation
import Synchronization

/// Where the detail of a failure goes, since answers carry only its kind: a bug at error level every
/// time, a source or storage out of reach at warning level once a minute for the same detail, so an
/// outage under load is a line an operator reads rather than a flood.
final class FailureLog: Sendable {
    static let shared = FailureLog()

    private let logger = Logger(label: "movies.web")
    private let lastLogged = Mutex<[String: ContinuousClock.Instant]>([:])
    private static let quietPeriod = Duration.seconds(60)

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
            if isNew { logger.warning("source unavailable", metadata: ["detail": "\(failure.detail)"]) }
        case .invalidInput, .notFound:
            break
        }
    }
}
