import MoviesSearch
import Synchronization

/// The catalog snapshot of one store, loaded on the first search and again once the catalog has been
/// imported anew, by this process or another sharing the store: the store's catalog stamp is read at most
/// once every `recheckInterval`, and the index only when the stamp changed, by one caller while the
/// others wait for it.
final class CatalogSnapshotCache: Sendable {
    private let checked = Mutex<(snapshot: CatalogSnapshot, at: ContinuousClock.Instant)?>(nil)
    private let loading = Mutex<(stamp: String, task: Task<CatalogSnapshot, any Error>)?>(nil)
    private let recheckInterval: Duration

    init(recheckInterval: Duration = .seconds(1)) {
        self.recheckInterval = recheckInterval
    }

    /// The snapshot, if the store was looked at less than `recheckInterval` ago.
    var recentlyChecked: CatalogSnapshot? {
        checked.withLock { checked in
            guard let checked, checked.at.duration(to: .now) < recheckInterval else { return nil }
            return checked.snapshot
        }
    }

    /// The snapshot of the catalog `store` holds now; the index is loaded only when the import changed.
    func current(_ store: any CatalogStore) async throws -> CatalogSnapshot {
        let stamp = try await store.catalogStamp() ?? ""
        if let kept = checked.withLock({ $0?.snapshot }), kept.stamp == stamp {
            return remember(kept)
        }
        let load = loading.withLock { loading in
            if let loading, loading.stamp == stamp { return loading.task }
            let task = Task { try await Self.load(store) }
            loading = (stamp, task)
            return task
        }
        do {
            return remember(try await load.value)
        } catch {
            // A failed load is not kept: the next search tries again.
            loading.withLock { if $0?.stamp == stamp { $0 = nil } }
            throw error
        }
    }

    private func remember(_ snapshot: CatalogSnapshot) -> CatalogSnapshot {
        checked.withLock { $0 = (snapshot, .now) }
        return snapshot
    }

    private static func load(_ store: any CatalogStore) async throws -> CatalogSnapshot {
        guard let (stamp, indexes) = try await store.titleIndexArchive(reading: CatalogIndex.init(archive:)) else {
            return CatalogSnapshot(stamp: "", indexes: .empty)
        }
        guard let indexes else { throw CatalogError.indexDamaged }
        return CatalogSnapshot(stamp: stamp, indexes: indexes)
    }
}
