import Synchronization

/// The catalog's IMDb ids both ways, read from the store once for each import of the catalog (its stamp):
/// a play a media server posts, or an import, finds its film by its id without reading 17,000 rows again.
final class CatalogIdentifiersCache: Sendable {
    struct Identifiers: Sendable {
        let stamp: String
        let byFilm: [Int: String]
        let byIMDb: [String: Int]
    }

    private let kept = Mutex<Identifiers?>(nil)

    /// The ids of the catalog `store` holds now.
    func current(_ store: any CatalogStore) async throws -> Identifiers {
        let stamp = try await store.catalogStamp() ?? ""
        if let identifiers = kept.withLock({ $0 }), identifiers.stamp == stamp { return identifiers }
        let byFilm = try await store.imdbIDs()
        var byIMDb: [String: Int] = [:]
        byIMDb.reserveCapacity(byFilm.count)
        for (film, imdb) in byFilm { byIMDb[imdb] = min(film, byIMDb[imdb] ?? film) }
        let identifiers = Identifiers(stamp: stamp, byFilm: byFilm, byIMDb: byIMDb)
        kept.withLock { $0 = identifiers }
        return identifiers
    }
}
