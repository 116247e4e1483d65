import Foundation

extension ImportUseCase {
    /// How long a turn whose holder stopped renewing it is kept: a server that died mid-import frees it.
    static let staleTurn: TimeInterval = 10 * 60
    /// How often a running import says it is still running.
    static let turnRenewal: Duration = .seconds(60)

    /// Runs `work` on the import's threads (none of those answering requests), in `member`'s import turn
    /// when the store keeps turns: ``ImportUnderWay`` while another import of theirs holds it.
    func working<T: Sendable>(
        for member: User.ID?, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withTaskExecutorPreference(executor) {
            guard let member, let turns else { return try await work() }
            let holder = UUID().uuidString
            let time = now()
            guard
                try await turns.takeImportTurn(
                    of: member, holder: holder, at: time, staleBefore: time - Self.staleTurn)
            else { throw ImportUnderWay() }
            do {
                let result = try await renewing(member, holder: holder, turns: turns, work)
                await end(member, holder: holder, turns: turns)
                return result
            } catch {
                await end(member, holder: holder, turns: turns)
                throw error
            }
        }
    }

    /// `work`, with the turn renewed beside it until it is done.
    private func renewing<T: Sendable>(
        _ member: User.ID, holder: String, turns: any ImportTurnsRepository,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let now = now
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            // Stopped (the work is done, or the import was), the renewal ends without an error of its own:
            // a stopped import still answers what it wrote.
            group.addTask {
                while (try? await Task.sleep(for: Self.turnRenewal)) != nil {
                    _ = try? await turns.renewImportTurn(of: member, holder: holder, at: now())
                }
                return nil
            }
            defer { group.cancelAll() }
            while let next = try await group.next() {
                if let result = next { return result }
            }
            throw CancellationError()
        }
    }

    /// Ends the turn even when the import was stopped: a cancelled task's store call could be refused.
    private func end(_ member: User.ID, holder: String, turns: any ImportTurnsRepository) async {
        await Task.detached { try? await turns.endImportTurn(of: member, holder: holder) }.value
    }
}
