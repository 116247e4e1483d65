public import Logging

/// The one queue of recent-query saves for a store: saves from every owner that arrive together share a
/// transaction (``GroupCommit``), and a save that waits on a busy store is retried, never silently lost.
public final class RecentQuerySaves: Sendable {
    let store: any RecentQueryStore
    let commits: GroupCommit<RecentQuerySave>

    public init(store: any RecentQueryStore, logger: Logger = Logger(label: "movies.storage")) {
        self.store = store
        let unkept = OccasionalLog(logger: logger)
        commits = GroupCommit(logger: logger, isTransient: { ($0 as? StorageError)?.isTransient ?? false }) {
            saves in
            let kept = try await store.commit(saves)
            unkept.record(kept.count { !$0 }) { count in
                "\(count) searches of new visitors were not remembered: the recent queries are full"
            }
        }
    }

    /// Commits the saves still queued, trying once more those that wait for a lock; what cannot be
    /// committed is logged. For a server shutting down.
    public func finish() async {
        await commits.close()
    }
}
