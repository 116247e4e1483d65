import Foundation
import GRDB
import Synchronization

/// The catalog snapshot of one database, loaded on the first search and again once the catalog has been
/// imported anew. An import by this process is seen at once; an import by another process, at the
/// next look at the database's catalog state, which happens at most `recheckInterval` after the last.
final class CatalogSnapshotCache: Sendable {
    private let checked = Mutex<(snapshot: CatalogSnapshot, at: ContinuousClock.Instant)?>(nil)
    private let recheckInterval: Duration

    init(recheckInterval: Duration = .seconds(1)) {
        self.recheckInterval = recheckInterval
    }

    /// The snapshot, if the database was looked at less than `recheckInterval` ago.
    var recentlyChecked: CatalogSnapshot? {
        checked.withLock { checked in
            guard let checked, checked.at.duration(to: .now) < recheckInterval else { return nil }
            return checked.snapshot
        }
    }

    /// The snapshot of the catalog `db` holds now; the index is loaded only when the import changed.
    func current(_ db: Database) throws -> CatalogSnapshot {
        let stamp =
            try String.fetchOne(
                db.cachedStatement(sql: "SELECT fingerprint || ' ' || imported_at FROM catalog_state WHERE id = 1")
            ) ?? ""
        return try checked.withLock { checked in
            let snapshot =
                if let kept = checked?.snapshot, kept.stamp == stamp { kept } else {
                    CatalogSnapshot(stamp: stamp, index: try Self.index(db))
                }
            checked = (snapshot, .now)
            return snapshot
        }
    }

    /// Forgets the snapshot: this process has just imported the catalog.
    func forget() {
        checked.withLock { $0 = nil }
    }

    private static func index(_ db: Database) throws -> TitleIndex {
        guard let archive = try Data.fetchOne(db, sql: "SELECT archive FROM title_index WHERE id = 1") else {
            return .empty
        }
        guard let index = TitleIndex(archive: archive) else {
            throw CatalogError.indexDamaged
        }
        return index
    }
}
