import Synchronization
import Testing

@testable import MoviesData

@Suite struct GroupCommitTests {
    struct DiskFull: Error {}

    @Test func concurrentWritesShareTransactionsAndEachIsCommittedOnce() async throws {
        let committed = Mutex<[[Int]]>([])
        let saves = GroupCommit<Int> { items in
            try await Task.sleep(for: .milliseconds(5))  // a transaction takes a while
            committed.withLock { $0.append(items) }
        }
        try await withThrowingTaskGroup { group in
            for item in 0..<200 { group.addTask { try await saves.write(item) } }
            try await group.waitForAll()
        }
        let batches = committed.withLock { $0 }
        #expect(batches.joined().sorted() == Array(0..<200))
        #expect(batches.count < 200)
    }

    @Test func writesOfOneCallerAreCommittedInItsOrder() async throws {
        let committed = Mutex<[Int]>([])
        let saves = GroupCommit<Int> { items in committed.withLock { $0 += items } }
        for item in 0..<20 { try await saves.write(item) }
        #expect(committed.withLock { $0 } == Array(0..<20))
    }

    @Test func aFailedTransactionFailsItsWritesAndTheNextOneCommits() async throws {
        let committed = Mutex<[Int]>([])
        let saves = GroupCommit<Int> { items in
            if items.contains(13) { throw DiskFull() }
            committed.withLock { $0 += items }
        }
        await #expect(throws: DiskFull.self) { try await saves.write(13) }
        try await saves.write(1)
        #expect(committed.withLock { $0 } == [1])
    }
}

@Suite struct GroupCommitSubmitTests {
    struct Locked: Error {}

    /// Returns once `condition` holds, looking again every millisecond: waits on an event, not a time.
    private func until(_ condition: () async -> Bool) async throws {
        while await !condition() { try await Task.sleep(for: .milliseconds(1)) }
    }

    @Test func aSubmittedWriteIsRetriedWhileTheStoreIsBusyAndCommittedOnce() async throws {
        let committed = Mutex<[Int]>([])
        let failures = Mutex(3)
        let saves = GroupCommit<Int>(isTransient: { $0 is Locked }) { items in
            if failures.withLock({
                $0 -= 1; return $0 >= 0
            }) {
                throw Locked()
            }
            committed.withLock { $0 += items }
        }
        await saves.submit(1)
        await saves.submit(2)
        #expect(await saves.unsaved.sorted() == [1, 2])
        await saves.flush()
        #expect(committed.withLock { $0 } == [1, 2])
        #expect(await saves.unsaved.isEmpty)
    }

    @Test func afterCloseAWriteThatStillFailsIsDroppedAndFlushReturns() async throws {
        let saves = GroupCommit<Int>(isTransient: { $0 is Locked }) { _ in throw Locked() }
        await saves.submit(1)
        await saves.close()
        #expect(await saves.unsaved.isEmpty)
    }

    @Test func aCloseThatComesWhileATryIsUnderWayStillGivesTheWriteOneLastTry() async throws {
        let released = Mutex(false)
        let attempts = Mutex(0)
        let committed = Mutex<[Int]>([])
        let saves = GroupCommit<Int>(isTransient: { $0 is Locked }) { items in
            if attempts.withLock({
                $0 += 1; return $0
            }) == 1 {
                // The store is locked for the whole of this try, which ends only after the close.
                while !released.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
                throw Locked()
            }
            committed.withLock { $0 += items }
        }
        await saves.submit(1)
        try await until { attempts.withLock { $0 } == 1 }
        let closing = Task { await saves.close() }
        try await until { await saves.closed }
        released.withLock { $0 = true }
        await closing.value
        #expect(committed.withLock { $0 } == [1])
    }

    @Test func beyondItsCapacityTheOldestSubmittedWriteMakesRoom() async throws {
        let gate = Mutex(true)
        let committed = Mutex<[Int]>([])
        let saves = GroupCommit<Int>(capacity: 2, isTransient: { $0 is Locked }) { items in
            if gate.withLock({ $0 }) { throw Locked() }
            committed.withLock { $0 += items }
        }
        for item in 1...4 { await saves.submit(item) }
        gate.withLock { $0 = false }
        await saves.flush()
        #expect(committed.withLock { $0 } == [3, 4])
    }
}

@Suite struct GroupCommitBoundedTests {
    struct Away: Error {}

    @Test func aBoundedWriteReturnsOnceCommittedWhenTheStoreIsQuick() async throws {
        let committed = Mutex<[Int]>([])
        let saves = GroupCommit<Int> { items in committed.withLock { $0 += items } }
        await withTaskGroup { group in
            for item in 0..<50 { group.addTask { await saves.submit(item, waitingUpTo: .seconds(30)) } }
        }
        #expect(committed.withLock { $0 }.sorted() == Array(0..<50))
    }

    @Test func aBoundedWriteReturnsAfterItsBoundWhileTheStoreIsAwayAndLandsLater() async throws {
        let committed = Mutex<[Int]>([])
        let isAway = Mutex(true)
        let saves = GroupCommit<Int>(isTransient: { $0 is Away }) { items in
            if isAway.withLock({ $0 }) { throw Away() }
            committed.withLock { $0 += items }
        }
        await saves.submit(7, waitingUpTo: .milliseconds(100))
        #expect(committed.withLock { $0 }.isEmpty)
        #expect(await saves.unsaved == [7])
        isAway.withLock { $0 = false }
        await saves.flush()
        #expect(committed.withLock { $0 } == [7])
    }
}
