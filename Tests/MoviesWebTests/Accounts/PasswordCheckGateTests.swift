import MoviesDomain
import MoviesPresentation
import Synchronization
import Testing

@testable import MoviesWeb

/// The gate in front of bcrypt, with checks that wait until the test lets them finish.
@Suite struct PasswordCheckGateTests {
    /// A check that runs until ``finish()``; ``started`` once it holds its turn.
    final class HeldCheck: Sendable {
        private let state = Mutex<(started: Bool, release: CheckedContinuation<Void, Never>?)>((false, nil))

        var started: Bool { state.withLock { $0.started } }

        func run() async {
            await withCheckedContinuation { continuation in
                state.withLock { $0 = (true, continuation) }
            }
        }

        func finish() async {
            while state.withLock({ $0.release == nil }) { await Task.yield() }
            state.withLock { $0.release?.resume() }
        }
    }

    static func limits(atOnce: Int, waiting: Int) -> AccountLimits {
        var limits = AccountLimits()
        limits.passwordChecksAtOnce = atOnce
        limits.passwordChecksWaiting = waiting
        return limits
    }

    @Test func anAddressHoldsOneTurnAndAnotherAddressGetsTheNext() async throws {
        let gate = PasswordCheckGate(limits: Self.limits(atOnce: 2, waiting: 4))
        let flood = HeldCheck()
        let running = Task { try await gate.run(from: "203.0.113.9") { await flood.run() } }
        while !flood.started { await Task.yield() }
        await #expect(throws: TooManyAttempts.self) { try await gate.run(from: "203.0.113.9") {} }
        var memberChecked = false
        try await gate.run(from: "198.51.100.1") { memberChecked = true }
        #expect(memberChecked, "the member did not wait behind the flood")
        await flood.finish()
        try await running.value
        try await gate.run(from: "203.0.113.9") {}
    }

    @Test func aFullLineIsBusyAtOnceAndTheLineMovesInOrder() async throws {
        let gate = PasswordCheckGate(limits: Self.limits(atOnce: 1, waiting: 1))
        let first = HeldCheck()
        let running = Task { try await gate.run(from: "192.0.2.1") { await first.run() } }
        while !first.started { await Task.yield() }
        let second = HeldCheck()
        let waiting = Task { try await gate.run(from: "192.0.2.2") { await second.run() } }
        while gate.waitingCount == 0 { await Task.yield() }
        await #expect(throws: PasswordChecksBusy.self) { try await gate.run(from: "192.0.2.3") {} }
        #expect(!second.started)
        await first.finish()
        try await running.value
        while !second.started { await Task.yield() }
        await second.finish()
        try await waiting.value
    }

    @Test func anAddressHasABudgetOfChecksAMinute() async throws {
        var limits = AccountLimits()
        limits.passwordChecksPerAddressPerMinute = 3
        let gate = PasswordCheckGate(limits: limits)
        for _ in 0..<3 { try await gate.run(from: "192.0.2.1") {} }
        do {
            try await gate.run(from: "192.0.2.1") {}
            Issue.record("a fourth check in a minute ran")
        } catch let error as TooManyAttempts {
            #expect(error.reason == .passwordChecks && (59...61).contains(error.retryAfter))
        }
        try await gate.run(from: "192.0.2.2") {}
    }
}
