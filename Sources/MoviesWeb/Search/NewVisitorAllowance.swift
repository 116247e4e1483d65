import Synchronization

/// How many new visitors each client address may still become this minute. Counts start afresh every
/// minute; the table of addresses is bounded, and cleared early if a flood of addresses fills it.
final class NewVisitorAllowance: Sendable {
    private struct Window {
        var started: ContinuousClock.Instant
        var issued: [String: Int] = [:]
    }

    static let maximumAddresses = 50_000
    private let perMinute: Int
    private let window: Mutex<Window>

    init(perMinute: Int) {
        self.perMinute = perMinute
        window = Mutex(Window(started: .now))
    }

    /// Takes one from `address`'s allowance; false when none is left this minute.
    func take(for address: String) -> Bool {
        let now = ContinuousClock.now
        return window.withLock { window in
            if now - window.started >= .seconds(60) || window.issued.count >= Self.maximumAddresses {
                window = Window(started: now)
            }
            let issued = window.issued[address, default: 0]
            guard issued < perMinute else { return false }
            window.issued[address] = issued + 1
            return true
        }
    }
}
