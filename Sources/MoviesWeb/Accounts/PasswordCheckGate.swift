import MoviesDomain
import MoviesPresentation
import Synchronization

/// Bounds what password checks cost this server. A check is a bcrypt hash, a quarter second of a core;
/// without a bound, one address sending sign-ins as fast as it can keeps every core hashing and a real
/// member waits behind it. So: a few checks run at once (about the cores) and a short line waits; one
/// address holds at most one turn, running or waiting, and has a budget of checks a minute. Beyond any
/// of these the answer is immediate: ``TooManyAttempts`` (429) for the address, ``PasswordChecksBusy``
/// (503) for a full line.
final class PasswordCheckGate: PasswordCheckTurns {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, any Error>] = []
        /// Turns held (running or waiting) by address.
        var held: [String: Int] = [:]
        /// When each address's checks of the last minute began, oldest first.
        var recent: [String: [ContinuousClock.Instant]] = [:]
    }

    private enum Admission {
        case runs, waits
        case refused(any Error)
    }

    static let maximumAddresses = 50_000
    private let limits: AccountLimits
    private let state = Mutex(State())

    init(limits: AccountLimits) {
        self.limits = limits
    }

    /// How many checks wait in line now.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Runs `check` when a turn is free for `address`, or refuses at once.
    func run<T: Sendable>(from address: String, _ check: () async throws -> T) async throws -> T {
        try await admit(address)
        defer { release(address) }
        return try await check()
    }

    /// Returns holding a turn (at once, or after waiting in line), or throws at once.
    private func admit(_ address: String) async throws {
        let now = ContinuousClock.now
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let admission: Admission = state.withLock { state in
                let minuteAgo = now - .seconds(60)
                var recent = (state.recent[address] ?? []).filter { $0 > minuteAgo }
                if recent.count >= limits.passwordChecksPerAddressPerMinute, let oldest = recent.first {
                    let seconds = Int(((oldest + .seconds(60)) - now).components.seconds) + 1
                    return .refused(TooManyAttempts(.passwordChecks, retryAfter: seconds))
                }
                guard state.held[address, default: 0] < limits.passwordChecksAtOncePerAddress else {
                    return .refused(TooManyAttempts(.passwordChecks, retryAfter: 1))
                }
                let runs = state.running < limits.passwordChecksAtOnce
                guard runs || state.waiting.count < limits.passwordChecksWaiting else {
                    return .refused(PasswordChecksBusy())
                }
                recent.append(now)
                if state.recent[address] == nil, state.recent.count >= Self.maximumAddresses {
                    Self.forgetQuietAddresses(&state.recent, before: minuteAgo)
                }
                state.recent[address] = recent
                state.held[address, default: 0] += 1
                guard runs else {
                    state.waiting.append(continuation)
                    return .waits
                }
                state.running += 1
                return .runs
            }
            switch admission {
            case .runs: continuation.resume()
            case .waits: break  // resumed by the release that hands it a turn
            case .refused(let error): continuation.resume(throwing: error)
            }
        }
    }

    /// Gives the turn to the first in line, or back.
    private func release(_ address: String) {
        let next: CheckedContinuation<Void, any Error>? = state.withLock { state in
            state.held[address, default: 1] -= 1
            if state.held[address] == 0 { state.held[address] = nil }
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }

    /// Addresses with no check in the last minute go first; if every one is recent, the oldest activity.
    private static func forgetQuietAddresses(
        _ recent: inout [String: [ContinuousClock.Instant]], before minuteAgo: ContinuousClock.Instant
    ) {
        recent = recent.filter { $0.value.last.map { $0 > minuteAgo } ?? false }
        while recent.count >= maximumAddresses, let oldest = recent.min(by: { $0.value.last! < $1.value.last! }) {
            recent[oldest.key] = nil
        }
    }
}
