public import MoviesDomain

/// Why the store could not be used. Each case reads as one line for the user; a database server is named
/// by host, port and database, never with its password.
public enum StorageError: SourceUnavailableError, Equatable, Sendable, CustomStringConvertible {
    case directoryUnavailable(String)
    case notADatabase(String)
    case readOnly(String)
    case busy(String)
    case unusable(String, reason: String)
    /// The database server could not be reached (down, restarting, or a wrong address).
    case unreachable(String)
    /// The database server is there but did not answer within the access's time (busy, or a slow query).
    case slow(String)
    /// The database server turned the login away (user, password or database).
    case loginRefused(String)
    /// The store is still being brought up (schema, catalog) by a server that started without it.
    case notReady(String)

    /// Whether trying again later may succeed: another process held the lock, or the server was away.
    public var isTransient: Bool {
        switch self {
        case .busy, .unreachable, .notReady, .slow: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .directoryUnavailable(let path): "cannot create the database directory \(path)"
        case .notADatabase(let path): "\(path) is not a Movies database (not SQLite, or damaged)"
        case .readOnly(let path): "cannot open the database \(path) for writing"
        case .busy(let path): "the database \(path) is locked by another process; try again"
        case .unusable(let place, let reason): "cannot use the database \(place): \(reason)"
        case .unreachable(let server): "cannot reach the database server \(server)"
        case .slow(let server): "the database server \(server) did not answer in time; try again"
        case .notReady(let place): "the database \(place) is not ready yet (connecting, migrating or importing)"
        case .loginRefused(let server): "the database server \(server) refused the login (user, password or database)"
        }
    }
}
