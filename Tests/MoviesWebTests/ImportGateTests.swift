import Foundation
import Hummingbird
import MoviesPresentation
import Testing

@testable import MoviesWeb

/// Imports on one server: a few at once, a short line waiting its turn in order, and beyond it an
/// immediate 503 that says when to try again; a turn is given back however the import ends.
@Suite struct ImportGateTests {
    /// A door each import waits at inside its turn, opened by the test.
    actor Doors {
        private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        private(set) var entered: [Int] = []

        func enter(_ number: Int) async {
            entered.append(number)
            await withCheckedContinuation { waiting[number] = $0 }
        }

        func open(_ number: Int) {
            waiting.removeValue(forKey: number)?.resume()
        }

        func areWaiting(_ numbers: [Int]) -> Bool { numbers.allSatisfy { waiting[$0] != nil } }
    }

    @Test func twoRunAtOnceOneWaitsAndTheNextIsToldTheServerIsBusy() async throws {
        let gate = ImportGate(atOnce: 2, waiting: 1)
        let doors = Doors()
        let first = Task { try await gate.run { await doors.enter(1) } }
        let second = Task { try await gate.run { await doors.enter(2) } }
        while await !doors.areWaiting([1, 2]) { await Task.yield() }
        let third = Task { try await gate.run { await doors.enter(3) } }
        while gate.waitingCount < 1 { await Task.yield() }
        // The third is in line, not running; the fourth finds the line full and is answered at once.
        await #expect(throws: ImportsBusy()) { try await gate.run { await doors.enter(4) } }
        #expect(await doors.entered == [1, 2])
        await doors.open(2)
        try await second.value
        while await !doors.areWaiting([3]) { await Task.yield() }
        #expect(await doors.entered == [1, 2, 3], "the one in line takes the turn given back")
        await doors.open(1)
        await doors.open(3)
        try await first.value
        try await third.value
        let failed = await #expect(throws: TestFailure.self) { try await gate.run { throw TestFailure() } }
        #expect(failed != nil)
        #expect(try await gate.run { 7 } == 7, "a failed import gave its turn back")

        let answer = WebError(ScreenFailure(ImportsBusy(), strings: .english))
        #expect(answer.status == .serviceUnavailable && answer.code == "imports_busy")
    }

    struct TestFailure: Error {}
}
