public import Foundation
public import MoviesPostgres

/// Which store holds the app's state: a SQLite file on this machine (the default), or a PostgreSQL
/// database that several servers share.
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    case file(URL)
    case postgres(PostgresLocation)

    /// `text` as given to `--database` or `MOVIES_DATABASE`: a `postgres://` or `postgresql://` URL, or a
    /// file path.
    public init(_ text: String) throws(ConfigurationError) {
        guard PostgresLocation.isURL(text) else {
            self = .file(URL(fileURLWithPath: text))
            return
        }
        do {
            self = .postgres(try PostgresLocation(url: text))
        } catch {
            throw ConfigurationError(error.description)
        }
    }

    /// The location given explicitly, else `MOVIES_DATABASE`, else the SQLite file in the user's data
    /// directory.
    public static func resolve(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationError) -> DatabaseLocation {
        if let text = explicit ?? environment["MOVIES_DATABASE"], !text.isEmpty { return try DatabaseLocation(text) }
        return .file(AppConfiguration.defaultDatabaseURL(environment: environment))
    }

    /// A file's path, or a server's `host:port/database` (never its password).
    public var description: String {
        switch self {
        case .file(let url): url.path
        case .postgres(let location): location.description
        }
    }
}
