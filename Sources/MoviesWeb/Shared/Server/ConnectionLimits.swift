import Logging
import Synchronization

/// Counts open connections, in all and per client address, and admits a new one only while both are
/// under their caps: a client holding thousands of sockets uses up its own share, not everyone's.
final class ConnectionLimits: Sendable {
    private struct Counts {
        var total = 0
        var byAddress: [String: Int] = [:]
        var refused = 0
        var lastReport: ContinuousClock.Instant?
    }

    private let maximum: Int
    private let maximumPerAddress: Int
    private let logger: Logger
    private let counts = Mutex(Counts())

    /// `maximumPerAddress` 0 means no cap per address.
    init(maximum: Int, maximumPerAddress: Int, logger: Logger) {
        self.maximum = maximum
        self.maximumPerAddress = maximumPerAddress
        self.logger = logger
    }

    /// Whether a connection from `address` may open; if it may, it is counted until ``release(_:)``.
    func admit(_ address: String) -> Bool {
        let now = ContinuousClock.now
        let (admitted, report): (Bool, Int?) = counts.withLock { counts in
            let fromAddress = counts.byAddress[address, default: 0]
            let withinAddressCap = maximumPerAddress == 0 || fromAddress < maximumPerAddress
            if counts.total < maximum, withinAddressCap {
                counts.total += 1
                counts.byAddress[address] = fromAddress + 1
                return (true, nil)
            }
            counts.refused += 1
            if let last = counts.lastReport, now - last < .seconds(60) { return (false, nil) }
            defer { (counts.refused, counts.lastReport) = (0, now) }
            return (false, counts.refused)
        }
        if let report {
            logger.notice(
                """
                closed \(report) connection(s) on arrival: over the cap of \(maximum) open, \
                or of \(maximumPerAddress) from one address
                """)
        }
        return admitted
    }

    func release(_ address: String) {
        counts.withLock { counts in
            counts.total -= 1
            let left = counts.byAddress[address, default: 1] - 1
            counts.byAddress[address] = left > 0 ? left : nil
        }
    }

    /// Connections open now (for tests).
    var open: Int { counts.withLock { $0.total } }
}
