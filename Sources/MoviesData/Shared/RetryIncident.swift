import Logging

/// A stretch of failed tries at a write, logged once when it begins and once when it ends, not once per
/// try. Tries back off from 50 ms to 2 s.
struct RetryIncident {
    private var tries = 0
    private let started = ContinuousClock.now

    init(error: any Error, logger: Logger) {
        logger.warning("writes wait for the store and will be retried: \(error)")
    }

    mutating func nextDelay() -> Duration {
        tries += 1
        return .milliseconds(min(2_000, 50 << min(tries - 1, 6)))
    }

    func ended(logger: Logger) {
        logger.notice("writes are committed again after \(tries) retries over \(ContinuousClock.now - started)")
    }
}
