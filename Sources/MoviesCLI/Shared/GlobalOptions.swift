import ArgumentParser
import Foundation
import Logging
import MoviesComposition
import MoviesDomain

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

    @Flag(
        name: .customLong("allow-http"),
        help:
            "Let --server be a plain http:// address on another machine (the password and token would travel in clear)."
    )
    var allowHTTP = false

    @Option(
        help: ArgumentHelp(
            "Seconds the command's requests to --server may take together (default: 30).", valueName: "seconds"))
    var timeout: Double?

    /// The graph the command works on: the context's, else built from these options and the environment.
    /// `server`: a long-running server, which saves in the background and logs notices for its operator.
    /// `poolSize`: connections to a PostgreSQL store at most.
    /// `lasting`: the command runs on (the terminal app, an import followed to its end), and `--timeout`
    /// bounds each request to a server; else it bounds the command's requests together.
    func makeContainer(server: Bool = false, poolSize: Int = 4, lasting: Bool = false) async throws -> AppContainer {
        if let given = CommandContext.current.container { return given }
        CLILogging.level = (verbose ? .debug : server ? .notice : .warning)
        if !server, let remote = try remoteServer() {
            let credentials = ServerCredentials()
            return AppContainer.remote(
                server: remote, token: try credentials.token(for: remote),
                member: try credentials.member(for: remote).map { User.ID(rawValue: $0) },
                source: try movieSource() ?? .catalog,
                deadline: deadline, wholeCommand: !lasting)
        }
        let sourceOptions = AppConfiguration.SourceOptions(
            source: try movieSource(), apiKey: tmdbAPIKey, accessToken: tmdbAccessToken, language: language)
        let configuration = AppConfiguration(
            database: try DatabaseLocation.resolve(explicit: database, environment: CommandContext.current.environment),
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

    /// `--server`, else `MOVIES_SERVER`: an https address with a host, or an http one on this machine (or
    /// anywhere with `--allow-http`); nil for neither.
    func remoteServer(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL? {
        guard let text = server ?? environment["MOVIES_SERVER"], !text.isEmpty else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.user == nil, url.password == nil
        else {
            throw ValidationError("the server must be an http:// or https:// address, not '\(text.prefix(60))'")
        }
        if scheme == "http", !allowHTTP, !Self.isLoopback(host) {
            throw ValidationError(
                "refusing http://\(host.prefix(60)): a password and token sent there travel in clear; use https://, or say --allow-http on a network you trust"
            )
        }
        return url
    }

    /// How long one request to a server may take, from `--timeout`.
    var deadline: Duration {
        timeout.map { .milliseconds(Int($0 * 1000)) } ?? AppContainer.serverDeadline
    }

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout is a number of seconds above 0 and at most 3600, not \(timeout)")
        }
    }

    /// This machine: `localhost`, 127.0.0.0/8 or ::1.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    private func movieSource() throws -> MovieSource? {
        guard let source else { return nil }
        guard let value = MovieSource(rawValue: source.lowercased()) else {
            throw ValidationError("the source must be catalog or tmdb, not '\(source.prefix(40))'")
        }
        return value
    }
}
