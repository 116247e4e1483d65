import ArgumentParser
import Foundation
import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesWeb

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the web app.",
        discussion: """
            Stops gracefully on Ctrl-C or SIGTERM.

            Examples:
              movies serve --port 8080
              movies serve --host 0.0.0.0 --secure-cookies --database postgres://movies@db/movies
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (1–65535; 0 picks a free one).")
    var port: String = "8080"

    @Flag(help: "Mark cookies Secure: the site is reached over HTTPS.")
    var secureCookies = false

    @Flag(
        help: ArgumentHelp(
            "Trust X-Forwarded-Proto and X-Forwarded-For from a proxy in front.",
            discussion: "Only behind a proxy that sets them: any client can send these headers."))
    var trustProxy = false

    @Option(
        help: ArgumentHelp(
            "The site's address as people reach it (https://movies.example.org), for links in feeds.",
            discussion: "Without it, a feed's links are relative to the feed: a request's Host is never trusted."))
    var publicURL: String?

    @Option(help: "Connections open at once (beyond, new ones are closed on arrival).")
    var maxConnections = WebSettings().maxConnections

    @Option(help: "Connections open at once from one address (0: no limit).")
    var maxConnectionsPerAddress = WebSettings().maxConnectionsPerAddress

    @Option(help: "Seconds a connection may send nothing before it is closed (1–3600).")
    var idleTimeout = Int(WebSettings().idleTimeout.components.seconds)

    @Flag(help: "Log every request (method, path, request id) on stderr.")
    var logRequests = false

    @Option(
        help: ArgumentHelp(
            "Serve /metrics on this port, apart from the site (off unless given; 1–65535).",
            discussion: "Prometheus's text format: request counts, sign-ins refused, the database pool."))
    var metricsPort: Int?

    @Option(help: "The address the metrics listener listens on.")
    var metricsHost = "127.0.0.1"

    @Option(help: "New accounts one address may make an hour (1–100000).")
    var signUpsPerHour = AccountLimits().signUpsPerAddressPerHour

    @Option(help: "Changes one member may make a minute: saves, reviews, settings (1–100000).")
    var writesPerMinute = AccountLimits().writesPerMemberPerMinute

    @Option(help: "Connections to a PostgreSQL database at most (1–1000).")
    var poolSize = 20

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard (1...1000).contains(poolSize) else { throw ValidationError("--pool-size must be from 1 to 1000") }
        guard (1...1_000_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be from 1 to 1000000")
        }
        guard (0...1_000_000).contains(maxConnectionsPerAddress) else {
            throw ValidationError("--max-connections-per-address must be from 0 to 1000000")
        }
        guard (1...3600).contains(idleTimeout) else {
            throw ValidationError("--idle-timeout must be from 1 to 3600 seconds")
        }
        _ = try portNumber()
        guard (1...100_000).contains(signUpsPerHour) else {
            throw ValidationError("--sign-ups-per-hour must be from 1 to 100000")
        }
        guard (1...100_000).contains(writesPerMinute) else {
            throw ValidationError("--writes-per-minute must be from 1 to 100000")
        }
        if let metricsPort {
            guard (1...65535).contains(metricsPort) else {
                throw ValidationError("--metrics-port must be from 1 to 65535, not \(metricsPort)")
            }
            guard metricsPort != Int(port) else { throw ValidationError("--metrics-port must differ from --port") }
        }
        guard !metricsHost.isEmpty, metricsHost.count <= 255 else {
            throw ValidationError("'\(metricsHost)' is not a host address")
        }
        guard !host.isEmpty, host.count <= 255 else { throw ValidationError("'\(host)' is not a host address") }
        _ = try publicAddress()
    }

    /// `--public-url`, checked: http or https, a host, no query; the path is kept without its last slash.
    private func publicAddress() throws -> String? {
        guard let publicURL else { return nil }
        guard let url = URL(string: publicURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false, url.query == nil, url.fragment == nil, url.user == nil
        else { throw ValidationError("--public-url must be an http or https address like https://movies.example.org") }
        return publicURL.hasSuffix("/") ? String(publicURL.dropLast()) : publicURL
    }

    func run() async throws {
        Self.limitMallocArenas()
        let metrics = WebMetrics.bootstrap()
        let container = try await options.makeContainer(server: true, poolSize: poolSize)
        var settings = WebSettings()
        settings.secureCookies = secureCookies
        settings.trustsProxy = trustProxy
        settings.publicURL = try publicAddress()
        settings.maxConnections = maxConnections
        settings.maxConnectionsPerAddress = maxConnectionsPerAddress
        settings.idleTimeout = .seconds(idleTimeout)
        settings.logsRequests = logRequests
        settings.accountLimits.signUpsPerAddressPerHour = signUpsPerHour
        settings.accountLimits.writesPerMemberPerMinute = writesPerMinute
        let app = try MoviesWebApp.make(
            screens: container, settings: settings, host: host, port: try portNumber()
        ) { [host] port in
            let address = host.contains(":") ? "[\(host)]" : host
            Console.print("Movies is listening on http://\(address):\(port)")
            fflush(nil)
        }
        try await MoviesWebApp.run(
            app, metrics: metricsPort.map { MoviesWebApp.metrics(metrics, host: metricsHost, port: $0) })
        await Self.finishWrites(of: container)
    }

    private func portNumber() throws -> Int {
        guard let port = Int(port), (0...65535).contains(port) else {
            throw ValidationError("the port must be a number from 0 to 65535, not '\(port)'")
        }
        return port
    }
}
