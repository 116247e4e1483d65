public import Foundation
import Synchronization

/// A clock for tests that moves a second at each reading, so the order of times is the order of calls.
public final class TestClock: Sendable {
    private let start: Date
    private let readings = Mutex(0)

    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        self.start = start
    }

    public var now: @Sendable () -> Date {
        { [self] in
            start.addingTimeInterval(
                Double(
                    readings.withLock {
                        $0 += 1; return $0
                    }))
        }
    }
}
