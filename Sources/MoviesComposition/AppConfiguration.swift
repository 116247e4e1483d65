public import Foundation
public import MoviesData

/// What the app is told from outside: command-line options and the environment.
public struct AppConfiguration: Sendable {
    /// The SQLite file that holds the catalog and the recent queries.
    public var databaseURL: URL
    /// How many recent queries are kept.
    public var recentQueriesCapacity: Int
    /// TMDB's settings when films come from TMDB; nil for the embedded catalog.
    public var tmdb: TMDBSettings?
    /// Whether a search returns before its query is saved (a server: the save is committed in the
    /// background and retried while another process holds the lock) or after (a command that exits).
    public var savesInBackground: Bool

    public init(
        databaseURL: URL, recentQueriesCapacity: Int = 10, tmdb: TMDBSettings? = nil, savesInBackground: Bool = false
    ) {
        self.databaseURL = databaseURL
        self.recentQueriesCapacity = recentQueriesCapacity
        self.tmdb = tmdb
        self.savesInBackground = savesInBackground
    }

    /// Where TMDB posters are cached: beside the database.
    public var posterCacheDirectory: URL {
        databaseURL.deletingLastPathComponent().appendingPathComponent("posters", isDirectory: true)
    }

    /// The database location: an explicit path, else `MOVIES_DATABASE`, else the user's data directory
    /// (`$XDG_DATA_HOME/movies` or `~/.local/share/movies`).
    public static func databaseURL(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let path = explicitPath ?? environment["MOVIES_DATABASE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("movies/movies.sqlite")
    }
}
