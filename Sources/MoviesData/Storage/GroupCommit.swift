/// Writes that arrive while one transaction is under way are committed together in the next one (group
/// commit): under load, many callers share a transaction instead of queueing for one each. Every caller
/// returns once its own write is committed, or with the error that kept its transaction from committing,
/// so nothing is acknowledged before it is saved. Writes are applied in the order they arrived.
actor GroupCommit<Item: Sendable> {
    private let commit: @Sendable ([Item]) async throws -> Void
    private var waiting: [(item: Item, continuation: CheckedContinuation<Void, any Error>)] = []
    private var isCommitting = false

    /// `commit`: writes the items, in order, in one transaction.
    init(_ commit: @escaping @Sendable ([Item]) async throws -> Void) {
        self.commit = commit
    }

    func write(_ item: Item) async throws {
        try await withCheckedThrowingContinuation { continuation in
            waiting.append((item, continuation))
            if !isCommitting {
                isCommitting = true
                Task { await commitWaiting() }
            }
        }
    }

    private func commitWaiting() async {
        while !waiting.isEmpty {
            let batch = waiting
            waiting = []
            let result: Result<Void, any Error>
            do {
                try await commit(batch.map(\.item))
                result = .success(())
            } catch {
                result = .failure(error)
            }
            for waiter in batch { waiter.continuation.resume(with: result) }
        }
        isCommitting = false
    }
}
