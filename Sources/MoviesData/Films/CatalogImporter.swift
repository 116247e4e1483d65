/// Copies the embedded catalog into the store the first time it is needed, and again whenever the
/// resource (or the way it is indexed) changes. The import is one transaction: a process killed half way
/// leaves the previous catalog, or none, never half of one.
public struct CatalogImporter: Sendable {
    public enum Outcome: Equatable, Sendable {
        case upToDate(movieCount: Int)
        case imported(movieCount: Int)
    }

    private let store: any CatalogStore
    private let resource: CatalogResource

    public init(store: any CatalogStore, resource: CatalogResource) {
        self.store = store
        self.resource = resource
    }

    @discardableResult
    public func importIfNeeded(
        progress: @escaping @Sendable (CatalogImportProgress) -> Void = { _ in }
    ) async throws -> Outcome {
        let contents = try resource.load()
        if let count = try await store.importedMovieCount(fingerprint: contents.fingerprint) {
            return .upToDate(movieCount: count)
        }
        let lines = try contents.lines()
        progress(CatalogImportProgress(imported: 0, total: lines.count))
        let catalog = CatalogImport(try CatalogResource.Contents.movies(in: lines), fingerprint: contents.fingerprint)
        return try await store.replaceCatalog(with: catalog, progress: progress)
    }
}
