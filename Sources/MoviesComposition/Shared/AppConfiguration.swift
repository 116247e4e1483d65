public import Foundation
import MoviesData
public import MoviesTMDB

/// What the app is told from outside: command-line options and the environment.
public struct AppConfiguration: Sendable {
    /// The store that holds the catalog, the recent queries and the TMDB answers.
    public var database: DatabaseLocation
    /// Connections to a PostgreSQL store at most (ignored for SQLite).
    public var poolSize: Int
    /// Whether the app starts while a PostgreSQL store is away, and brings it up when it comes (a
    /// server), rather than failing at once with the reason (a command).
    public var waitsForStorage: Bool
    /// How many recent queries are kept.
    public var recentQueriesCapacity: Int
    /// TMDB's settings when films come from TMDB; nil for the embedded catalog.
    public var tmdb: TMDBSettings?
    /// Whether a search returns before its query is saved (a server: the save is committed in the
    /// background and retried while another process holds the lock) or after (a command that exits).
    public var savesInBackground: Bool
    /// Connections a SQLite store reads with at most (GRDB's readers); fewer for tests, which open many
    /// stores at once.
    public var sqliteReaders = 5
    /// bcrypt's cost for new password hashes: 12, or lower for tests (`MOVIES_PASSWORD_COST`, 4 to 31).
    public var passwordCost: UInt8
    /// How long a background import's server may say nothing before another server of the database takes
    /// it over: 30 s, or `MOVIES_IMPORT_TAKEOVER` seconds (1 to 3600; tests kill a server mid-import).
    public var importTakeover: TimeInterval = Self.importTakeover()

    public init(
        database: DatabaseLocation, recentQueriesCapacity: Int = 10, tmdb: TMDBSettings? = nil,
        savesInBackground: Bool = false, poolSize: Int = 20, waitsForStorage: Bool = false,
        passwordCost: UInt8 = Self.passwordCost()
    ) {
        self.passwordCost = passwordCost
        self.database = database
        self.poolSize = poolSize
        self.waitsForStorage = waitsForStorage
        self.recentQueriesCapacity = recentQueriesCapacity
        self.tmdb = tmdb
        self.savesInBackground = savesInBackground
    }

    /// A SQLite file at `databaseURL`.
    public init(
        databaseURL: URL, recentQueriesCapacity: Int = 10, tmdb: TMDBSettings? = nil, savesInBackground: Bool = false
    ) {
        self.init(
            database: .file(databaseURL), recentQueriesCapacity: recentQueriesCapacity, tmdb: tmdb,
            savesInBackground: savesInBackground)
    }

    /// `MOVIES_PASSWORD_COST` when it names a cost bcrypt takes (4 to 31), else 12.
    public static func passwordCost(environment: [String: String] = ProcessInfo.processInfo.environment) -> UInt8 {
        guard let text = environment["MOVIES_PASSWORD_COST"], let cost = UInt8(text),
            BcryptPasswordHasher.costs.contains(cost)
        else { return BcryptPasswordHasher.defaultCost }
        return cost
    }

    /// `MOVIES_IMPORT_TAKEOVER` when it is a whole number of seconds from 1 to 3600, else 30.
    public static func importTakeover(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TimeInterval {
        guard let text = environment["MOVIES_IMPORT_TAKEOVER"], let seconds = Int(text), (1...3600).contains(seconds)
        else { return 30 }
        return TimeInterval(seconds)
    }

    /// Where TMDB posters are cached: beside a SQLite file, else in the user's data directory (each server
    /// keeps its own).
    public var posterCacheDirectory: URL {
        let directory =
            switch database {
            case .file(let url): url.deletingLastPathComponent()
            case .postgres: Self.defaultDatabaseURL().deletingLastPathComponent()
            }
        return directory.appendingPathComponent("posters", isDirectory: true)
    }

    /// The SQLite file in the user's data directory (`$XDG_DATA_HOME/movies` or `~/.local/share/movies`):
    /// where the database is when none is named (see ``DatabaseLocation/resolve(explicit:environment:)``).
    public static func defaultDatabaseURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
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
