import ArgumentParser
import Foundation
import Logging
import MoviesComposition

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A SQLite file, or a postgres://user:password@host:port/database URL (default: $MOVIES_DATABASE, else ~/.local/share/movies/movies.sqlite).",
            valueName: "path-or-url"))
    var database: String?

    @Option(help: "Where films come from: catalog or tmdb (default: tmdb when a TMDB key is set).")
    var source: String?

    @Option(help: ArgumentHelp("A TMDB v3 API key (default: $TMDB_API_KEY).", valueName: "key"))
    var tmdbAPIKey: String?

    @Option(help: ArgumentHelp("A TMDB v4 read access token (default: $TMDB_ACCESS_TOKEN).", valueName: "token"))
    var tmdbAccessToken: String?

    @Option(
        help: ArgumentHelp(
            "The language of TMDB's titles and overviews (default: from the locale, e.g. en-US).", valueName: "tag"))
    var language: String?

    @Flag(help: "Log every request to TMDB on stderr (keys are redacted).")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "A Movies server to use instead of a local store (default: $MOVIES_SERVER); `movies login` signs in to it.",
            valueName: "url"))
    var server: String?

    /// `server`: a long-running server, which saves in the background and logs notices for its operator.
    /// `poolSize`: connections to a PostgreSQL store at most.
    func makeContainer(server: Bool = false, poolSize: Int = 4) async throws -> AppContainer {
        Self.bootstrapLogging(level: verbose ? .debug : server ? .notice : .warning)
        if !server, let remote = try remoteServer() {
            return AppContainer.remote(
                server: remote, token: ServerCredentials().token(for: remote), source: try movieSource() ?? .catalog)
        }
        let sourceOptions = AppConfiguration.SourceOptions(
            source: try movieSource(), apiKey: tmdbAPIKey, accessToken: tmdbAccessToken, language: language)
        let configuration = AppConfiguration(
            database: try DatabaseLocation.resolve(explicit: database),
            tmdb: try AppConfiguration.tmdbSettings(sourceOptions), savesInBackground: server,
            poolSize: poolSize, waitsForStorage: server)
        let progress = ImportProgressReporter()
        do {
            let container = try await AppContainer.make(configuration: configuration, importProgress: progress.report)
            progress.finish()
            return container
        } catch {
            progress.abandon()
            throw error
        }
    }

    /// `--server`, else `MOVIES_SERVER`: an http or https address with a host; nil for neither.
    func remoteServer(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL? {
        guard let text = server ?? environment["MOVIES_SERVER"], !text.isEmpty else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false, url.user == nil, url.password == nil
        else {
            throw ValidationError("the server must be an http:// or https:// address, not '\(text.prefix(60))'")
        }
        return url
    }

    private func movieSource() throws -> MovieSource? {
        guard let source else { return nil }
        guard let value = MovieSource(rawValue: source.lowercased()) else {
            throw ValidationError("the source must be catalog or tmdb, not '\(source.prefix(40))'")
        }
        return value
    }

    /// Logs go to stderr, so stdout stays the command's output (`--json` included).
    private static func bootstrapLogging(level: Logger.Level) {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
