public import MoviesDomain

/// Why the embedded catalog could not be used.
public enum CatalogError: SourceUnavailableError, Equatable, Sendable, CustomStringConvertible {
    case resourceMissing
    case unreadable(String)
    case malformed(String)
    case indexDamaged

    public var description: String {
        switch self {
        case .resourceMissing: "the embedded film catalog is missing from this build"
        case .unreadable(let path): "cannot read the film catalog at \(path)"
        case .malformed(let reason): "the film catalog is damaged: \(reason)"
        case .indexDamaged: "the search index in the database is damaged; delete the database to build it again"
        }
    }
}
