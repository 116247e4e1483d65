/// How far an import of the catalog has come.
public struct CatalogImportProgress: Equatable, Sendable {
    public let imported: Int
    public let total: Int

    public init(imported: Int, total: Int) {
        self.imported = imported
        self.total = total
    }

    public var fractionCompleted: Double { total == 0 ? 1 : Double(imported) / Double(total) }
}
