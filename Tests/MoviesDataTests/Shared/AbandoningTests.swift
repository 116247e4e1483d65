import Synchronization
import Testing

@testable import MoviesPostgres

/// A database access raced against its timeout answers by the timeout even when the access ignores
/// cancellation, as a query on a hung connection does.
@Suite struct AbandoningTests {
    /// Opens once, from the test: until then whoever waits on it waits, cancelled or not.
    final class Gate: Sendable {
        private let waiters = Mutex<(open: Bool, continuations: [CheckedContinuation<Void, Never>])>((false, []))

        func wait() async {
            await withCheckedContinuation { continuation in
                let open = waiters.withLock { state in
                    if !state.open { state.continuations.append(continuation) }
                    return state.open
                }
                if open { continuation.resume() }
            }
        }

        func open() {
            let waiting = waiters.withLock { state in
                state.open = true
                defer { state.continuations = [] }
                return state.continuations
            }
            for continuation in waiting { continuation.resume() }
        }
    }

    struct Broken: Error {}

    @Test func anAccessThatIgnoresCancellationIsAbandonedAtTheTimeout() async throws {
        let gate = Gate()
        let value = try await Abandoning.value(within: .milliseconds(20)) {
            await gate.wait()
            return 1
        }
        #expect(value == nil)
        gate.open()
    }

    @Test func aValueOrAnErrorInTimeIsTheAnswer() async throws {
        #expect(try await Abandoning.value(within: .seconds(600)) { 42 } == 42)
        await #expect(throws: Broken.self) { try await Abandoning.value(within: .seconds(600)) { throw Broken() } }
    }

    @Test func aCancelledCallerIsAnsweredAtOnce() async throws {
        let gate = Gate()
        let caller = Task { try await Abandoning.value(within: .seconds(600)) { await gate.wait() } }
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        gate.open()
    }
}
