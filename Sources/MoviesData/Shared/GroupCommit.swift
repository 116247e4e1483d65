import Logging

/// Writes that arrive while one transaction is under way are committed together in the next one (group
/// commit): under load, many callers share a transaction instead of queueing for one each. Writes are
/// applied in the order they arrived.
///
/// A caller of ``write(_:)`` returns once its write is committed, or with the error that kept its
/// transaction from committing, so nothing is acknowledged before it is saved. A caller of
/// ``submit(_:)`` does not wait: its write is committed in the background, retried while the store is
/// busy (another process holding the lock), and never dropped without a log line. A caller of
/// ``submit(_:waitingUpTo:)`` gets both: it returns once its write is committed (or given up), or once the
/// bound has passed, whichever comes first, and the write goes on being retried after that.
actor GroupCommit<Item: Sendable> {
    private struct Entry {
        let item: Item
        /// The caller waiting for the commit; none for a submitted write.
        let waiter: CheckedContinuation<Void, any Error>?
        var number = 0
    }

    private let commit: @Sendable ([Item]) async throws -> Void
    private let isTransient: @Sendable (any Error) -> Bool
    private let capacity: Int
    private let logger: Logger
    private var waiting: [Entry] = []
    private var committing: [Item] = []
    private var isCommitting = false
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var retrying: RetryIncident?
    private var isClosed = false
    private var entriesEnqueued = 0
    /// Callers of ``submit(_:waitingUpTo:)`` still waiting, by the number of their entry.
    private var boundedWaiters: [Int: (waiter: CheckedContinuation<Void, Never>, timer: Task<Void, Never>)] = [:]

    /// `commit`: writes the items, in order, in one transaction. `isTransient`: whether a failed
    /// transaction may succeed if tried again later. `capacity`: how many submitted writes may wait.
    init(
        capacity: Int = 10_000,
        logger: Logger = Logger(label: "movies.storage"),
        isTransient: @escaping @Sendable (any Error) -> Bool = { _ in false },
        _ commit: @escaping @Sendable ([Item]) async throws -> Void
    ) {
        self.commit = commit
        self.isTransient = isTransient
        self.capacity = max(1, capacity)
        self.logger = logger
    }

    func write(_ item: Item) async throws {
        try await withCheckedThrowingContinuation { continuation in
            enqueue(Entry(item: item, waiter: continuation))
        }
    }

    /// Queues `item` and returns at once.
    /// Returns the entry's number, which ``submit(_:waitingUpTo:)`` waits on.
    @discardableResult
    func submit(_ item: Item) -> Int {
        let number = enqueue(Entry(item: item, waiter: nil))
        dropOverflow()
        return number
    }

    /// Queues `item` and returns once it is committed or given up, or after `bound`, whichever is first.
    func submit(_ item: Item, waitingUpTo bound: Duration) async {
        let number = submit(item)
        await withCheckedContinuation { continuation in
            // The timer is cancelled when the write settles first: under load most do, and a timer left
            // to fire would come back to this actor for nothing.
            let timer = Task {
                guard (try? await Task.sleep(for: bound)) != nil else { return }
                self.settle(number)
            }
            boundedWaiters[number] = (continuation, timer)
        }
    }

    /// Writes submitted or under way and not yet committed, oldest first.
    var unsaved: [Item] { committing + waiting.map(\.item) }

    /// Returns once every write queued so far is committed, or given up after one last try (after
    /// ``close()``).
    func flush() async {
        guard isCommitting else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Whether ``close()`` was called.
    var closed: Bool { isClosed }

    /// Stops retrying: what cannot be committed on the next try is dropped, with a log line.
    func close() async {
        isClosed = true
        await flush()
    }

    @discardableResult
    private func enqueue(_ entry: Entry) -> Int {
        var entry = entry
        entriesEnqueued += 1
        entry.number = entriesEnqueued
        waiting.append(entry)
        if !isCommitting {
            isCommitting = true
            Task { await commitWaiting() }
        }
        return entry.number
    }

    /// Lets the bounded caller of entry `number` go, if it still waits.
    private func settle(_ number: Int) {
        guard let (waiter, timer) = boundedWaiters.removeValue(forKey: number) else { return }
        timer.cancel()
        waiter.resume()
    }

    /// Beyond the capacity, the oldest submitted writes go, with a log line.
    private func dropOverflow() {
        var dropped = 0
        while waiting.count > capacity, let oldest = waiting.firstIndex(where: { $0.waiter == nil }) {
            settle(waiting.remove(at: oldest).number)
            dropped += 1
        }
        if dropped > 0 {
            logger.error("\(dropped) writes were dropped: \(capacity) already wait for the store")
        }
    }

    private func commitWaiting() async {
        while !waiting.isEmpty {
            let batch = waiting
            waiting = []
            committing = batch.map(\.item)
            // A close that comes while this try is under way still owes the writes one last try.
            let closedBefore = isClosed
            do {
                try await commit(committing)
                for entry in batch {
                    entry.waiter?.resume()
                    settle(entry.number)
                }
                retrying?.ended(logger: logger)
                retrying = nil
            } catch {
                for entry in batch { entry.waiter?.resume(throwing: error) }
                let submitted = batch.filter { $0.waiter == nil }
                if !submitted.isEmpty, isTransient(error), !closedBefore {
                    committing = []
                    waiting = submitted + waiting
                    dropOverflow()
                    if retrying == nil { retrying = RetryIncident(error: error, logger: logger) }
                    if !isClosed { try? await Task.sleep(for: retrying?.nextDelay() ?? .seconds(1)) }
                } else if !submitted.isEmpty {
                    logger.error("\(submitted.count) writes were dropped: \(error)")
                    for entry in submitted { settle(entry.number) }
                }
            }
            committing = []
        }
        isCommitting = false
        for waiter in idleWaiters { waiter.resume() }
        idleWaiters = []
    }
}
