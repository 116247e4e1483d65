import Foundation
import GRDB
import Synchronization

/// The title index of the catalog in one database, loaded on the first search and again after the
/// catalog is imported anew (by this process or another).
final class TitleIndexCache: Sendable {
    private let loaded = Mutex<(stamp: String, index: TitleIndex)?>(nil)

    /// The index for the catalog `db` holds now; empty before any import.
    func index(_ db: Database) throws -> TitleIndex {
        let stamp =
            try String.fetchOne(
                db.cachedStatement(sql: "SELECT fingerprint || ' ' || imported_at FROM catalog_state WHERE id = 1")
            ) ?? ""
        return try loaded.withLock { loaded in
            if let loaded, loaded.stamp == stamp { return loaded.index }
            let index = try Self.load(db)
            loaded = (stamp, index)
            return index
        }
    }

    private static func load(_ db: Database) throws -> TitleIndex {
        guard let archive = try Data.fetchOne(db, sql: "SELECT archive FROM title_index WHERE id = 1") else {
            return .empty
        }
        guard let index = TitleIndex(archive: archive) else {
            throw CatalogError.indexDamaged
        }
        return index
    }
}
