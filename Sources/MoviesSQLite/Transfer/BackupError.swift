/// Why a backup could not be taken or put back. Each reads as one line for whoever runs the server.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(String)
    /// Not SQLite, damaged, or SQLite but not Movies's.
    case notAMoviesDatabase(String)
    /// Made by a newer Movies: this one cannot know what its changes mean.
    case newerVersion(String)
    /// A Movies database whose pages do not hold together (SQLite's integrity check fails): the first problem.
    case damaged(String, problem: String)
    /// A server (or another program) has the database open.
    case inUse(String)
    case unwritable(String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path): "there is no database at \(path)"
        case .notAMoviesDatabase(let path): "\(path) is not a Movies database (not SQLite, damaged, or another app's)"
        case .newerVersion(let path):
            "\(path) comes from a newer version of Movies: restore it with that version or a later one"
        case .damaged(let path, let problem):
            "\(path) is damaged (\(problem)); nothing was restored: use an older backup"
        case .inUse(let path): "the database \(path) is in use: stop the servers using it, then restore"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
