public import Foundation

/// Where the imported catalog lives: one row a film, the title index built at import, and the state that
/// says which import is current. An import's stamp (its fingerprint and when it was made) changes with
/// every import, so a server can tell in one cheap read whether its index in memory is still current.
public protocol CatalogStore: Sendable {
    /// The stamp of the current import; nil before the first.
    func catalogStamp() async throws -> String?

    /// The indexes stored by the current import, as `read` makes them of the archive's bytes, with that
    /// import's stamp; nil before the first. A store that can lend the bytes where they lie hands them
    /// over without a copy, so loading the indexes does not hold the archive twice.
    func titleIndexArchive<Index: Sendable>(
        reading read: @escaping @Sendable (Data) -> Index?
    ) async throws -> (stamp: String, index: Index?)?

    /// The listings of the films `ids` that exist, in the order of `ids`, read together with the stamp
    /// of the import they belong to.
    func listings(of ids: [Int]) async throws -> (stamp: String?, listings: [CatalogListing])

    /// The whole record (the resource's JSON) of film `id`; nil if there is none.
    func catalogRecord(of id: Int) async throws -> Data?

    /// The IMDb id of every film of the current import that has one, by film id: one read, for an export to
    /// name its films and an import to find them.
    func imdbIDs() async throws -> [Int: String]

    /// How many films the current import holds, if its fingerprint is `fingerprint`; nil otherwise.
    func importedMovieCount(fingerprint: String) async throws -> Int?

    /// Replaces the catalog with `catalog` in one transaction, unless an import with its fingerprint is
    /// current by then (another process sharing the store got there first). Processes that share the
    /// store import one at a time.
    func replaceCatalog(
        with catalog: CatalogImport, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws -> CatalogImporter.Outcome
}
