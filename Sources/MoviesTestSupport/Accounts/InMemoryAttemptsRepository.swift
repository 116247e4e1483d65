public import Foundation
public import MoviesDomain

/// Attempts in memory, counted by the stores' rule (``AttemptLedger``): the fake for use-case tests.
public actor InMemoryAttemptsRepository: AttemptsRepository {
    private var attempts: [String: [Double]] = [:]

    public init() {}

    public func countAttempt(under limits: [AttemptLimit], at time: Date) -> Date? {
        let now = time.timeIntervalSince1970
        var times: [String: [Double]] = [:]
        for limit in limits { times[limit.key] = (attempts[limit.key] ?? []).filter { $0 > now - limit.window } }
        if let open = AttemptLedger.refusal(limits, times: times, at: time) { return open }
        for limit in limits { attempts[limit.key, default: []].append(now) }
        return nil
    }

    public func forgetAttempt(under key: String, at time: Date) {
        if let index = attempts[key]?.firstIndex(of: time.timeIntervalSince1970) { attempts[key]?.remove(at: index) }
    }

    public func forgetAttempts(under key: String) {
        attempts[key] = nil
    }
}
