import GRDB
public import MoviesDomain

/// Why the database could not be used. Each case reads as one line for the user.
public enum StorageError: SourceUnavailableError, Equatable, Sendable, CustomStringConvertible {
    case directoryUnavailable(String)
    case notADatabase(String)
    case readOnly(String)
    case busy(String)
    case unusable(String, reason: String)

    init(_ error: DatabaseError, path: String) {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path)
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: self = .readOnly(path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path)
        default: self = .unusable(path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Whether trying again later may succeed: another process held the lock.
    var isTransient: Bool { self == .busy(path) }

    /// The file the error is about.
    var path: String {
        switch self {
        case .directoryUnavailable(let path), .notADatabase(let path), .readOnly(let path), .busy(let path),
            .unusable(let path, _):
            path
        }
    }

    public var description: String {
        switch self {
        case .directoryUnavailable(let path): "cannot create the database directory \(path)"
        case .notADatabase(let path): "\(path) is not a Movies database (not SQLite, or damaged)"
        case .readOnly(let path): "cannot open the database \(path) for writing"
        case .busy(let path): "the database \(path) is locked by another process; try again"
        case .unusable(let path, let reason): "cannot use the database \(path): \(reason)"
        }
    }
}
