import GRDB
import MoviesData

extension StorageError {
    /// The line for SQLite's `error` on the file at `path`.
    init(_ error: DatabaseError, path: String) {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path)
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: self = .readOnly(path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path)
        default: self = .unusable(path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
