import Foundation
import Hummingbird
import MoviesComposition
import MoviesDomain
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
        // The first two start in either order.
        #expect(await doors.entered.sorted() == [1, 2])
        await doors.open(2)
        try await second.value
        while await !doors.areWaiting([3]) { await Task.yield() }
        #expect(await doors.entered.last == 3, "the one in line takes the turn given back")
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

    /// A member holds one place, running or in line: a second file of theirs is a 409, never a second place,
    /// so the line is the members' in turn and no member can fill it for the others.
    @Test func aMemberHoldsOnePlaceRunningOrInLine() async throws {
        let gate = ImportGate(atOnce: 1, waiting: 2)
        let doors = Doors()
        let (ana, bob) = (User.ID("ana"), User.ID("bob"))
        let first = Task { try await gate.run(for: ana) { await doors.enter(1) } }
        while await !doors.areWaiting([1]) { await Task.yield() }
        await #expect(throws: TransferUnderWay()) { try await gate.run(for: ana) { await doors.enter(2) } }
        let bobs = Task { try await gate.run(for: bob) { await doors.enter(3) } }
        while gate.waitingCount < 1 { await Task.yield() }
        await #expect(throws: TransferUnderWay(), "in line too") { try await gate.run(for: bob) {} }
        await doors.open(1)
        try await first.value
        while await !doors.areWaiting([3]) { await Task.yield() }
        await doors.open(3)
        try await bobs.value
        #expect(try await gate.run(for: bob) { 2 } == 2, "a place given back is free again")
        let answer = WebError(ScreenFailure(TransferUnderWay(), strings: .english))
        #expect(answer.status == .conflict && answer.code == "transfer_running")
    }

    struct TestFailure: Error {}
}

/// A file read and awaiting its member's confirmation is held in memory: a server keeps a few, the one
/// left longest let go first.
@Suite struct WebImportsTests {
    @Test func pastFourKeptTheImportLeftLongestIsLetGo() async throws {
        let container = try await WebTestApp.container()
        let imports = WebImports(gate: ImportGate(atOnce: 1, waiting: 0))
        let members = (1...6).map { User.ID("member-\($0)") }
        for member in members.prefix(5) {
            await imports.begin(
                container.importScreen(member: member, strings: .english), file: Data(), named: "diary.csv",
                for: member)
        }
        #expect(await imports.screen(of: members[0]) == nil, "the first, left longest, is let go")
        for member in members[1...4] { #expect(await imports.screen(of: member) != nil) }
        await imports.begin(
            container.importScreen(member: members[5], strings: .english), file: Data(), named: "diary.csv",
            for: members[5])
        #expect(await imports.screen(of: members[1]) == nil)
        #expect(await imports.screen(of: members[5]) != nil)
    }
}
