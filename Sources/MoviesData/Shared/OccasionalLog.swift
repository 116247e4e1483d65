import Logging
import Synchronization

/// A notice about something that may happen many times a second, logged at most once a minute with
/// how many times it happened since the last line.
final class OccasionalLog: Sendable {
    private let logger: Logger
    private let interval: Duration
    private let state = Mutex<(last: ContinuousClock.Instant?, count: Int)>((nil, 0))

    init(logger: Logger, every interval: Duration = .seconds(60)) {
        self.logger = logger
        self.interval = interval
    }

    /// Counts `times` occurrences; logs `message` with the count when the last line is old enough.
    func record(_ times: Int = 1, _ message: (_ count: Int) -> Logger.Message) {
        guard times > 0 else { return }
        let now = ContinuousClock.now
        let due: Int? = state.withLock { state in
            state.count += times
            if let last = state.last, now - last < interval { return nil }
            defer { state = (now, 0) }
            return state.count
        }
        if let due { logger.notice(message(due)) }
    }
}
