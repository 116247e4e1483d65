public import Hummingbird
import HummingbirdAuth
import HummingbirdCore
import Logging
import MoviesPresentation
public import Prometheus
import ServiceLifecycle
import UnixSignals

/// The web front end: builds the Hummingbird application that serves pages, JSON and posters.
public enum MoviesWebApp {
    /// An application listening on `host:port`; run it with ``run(_:metrics:)`` for graceful shutdown. Its
    /// requests are counted in the metrics system (see ``WebMetrics/bootstrap()``), shown by
    /// ``metrics(_:host:port:)`` on a listener of its own. `listening` is told the port once it listens
    /// (the one the system picked, for port 0).
    public static func make(
        screens: some WebScreens,
        settings: WebSettings = WebSettings(),
        host: String = "127.0.0.1",
        port: Int = 8080,
        listening: @escaping @Sendable (_ port: Int) -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let imports = WebImports(settings: settings)
        return Application(
            router: try router(screens: screens, settings: settings, imports: imports),
            server: HTTPServerBuilder { responder in
                GuardedHTTP1Channel(responder: responder, settings: settings, logger: Logger(label: "movies.web"))
            },
            // A long accept queue (the kernel caps it at net.core.somaxconn) absorbs a burst of new
            // connections: with a short one, a client's SYN is dropped and it retries a second later.
            configuration: .init(address: .hostname(host, port: port), serverName: "Movies", backlog: 4_096),
            services: [ImportTakeovers(screens: screens, gate: imports.gate)],
            onServerRunning: { channel in listening(channel.localAddress?.port ?? port) }
        )
    }

    /// `/metrics` alone (Prometheus's text format), for a listener apart from the site's: sign-up counts,
    /// refused sign-ins and requests in flight are for the operator, not for whoever reaches the site.
    public static func metrics(
        _ registry: PrometheusCollectorRegistry, host: String = "127.0.0.1", port: Int
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("metrics") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            headers[.cacheControl] = "no-store"
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
        return Application(
            router: router, configuration: .init(address: .hostname(host, port: port), serverName: "Movies metrics"))
    }

    /// Runs `site` and, when given, the metrics listener until SIGTERM or SIGINT, then shuts both down
    /// gracefully.
    public static func run(_ site: some ApplicationProtocol, metrics: (some ApplicationProtocol)?) async throws {
        var services: [any Service] = [site]
        if let metrics { services.append(metrics) }
        let group = ServiceGroup(
            configuration: .init(
                services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: Logger(label: "movies.web")))
        try await group.run()
    }

    /// Each feature with a part of the site, one line each.
    static var features: [any SiteFeature.Type] {
        [
            SearchSite.self,
            FilmsSite.self,
            DiscoverSite.self,
            AccountsSite.self,
            TokensSite.self,
            SavedSite.self,
            ReviewsSite.self,
            DiarySite.self,
            TransferSite.self,
            ListsSite.self,
            ProfilesSite.self,
            ClubSite.self,
            NotificationsSite.self,
            PlaysSite.self,
            TasteSite.self,
        ]
    }

    /// Every route, for tests to drive without a socket.
    public static func router(
        screens container: some WebScreens, settings: WebSettings = WebSettings()
    ) throws -> Router<MoviesRequestContext> {
        try router(screens: container, settings: settings, imports: WebImports(settings: settings))
    }

    static func router(
        screens container: some WebScreens, settings: WebSettings, imports: WebImports
    ) throws -> Router<MoviesRequestContext> {
        let accounts = try WebAccounts(screens: container, settings: settings)
        let visitors = Visitors(key: container.visitorKey, settings: settings)
        let client = ClientFacts(settings: settings)
        let router = Router(context: MoviesRequestContext.self)
        router.add(middleware: MetricsMiddleware())
        if settings.logsRequests { router.add(middleware: RequestLogMiddleware()) }
        router.add(middleware: HeadRequestsMiddleware())
        router.add(middleware: SecurityHeadersMiddleware(strictTransport: settings.secureCookies))
        router.add(middleware: NotFoundMiddleware(source: container.filmSource, client: client, accounts: accounts))
        router.add(middleware: RequestLimitsMiddleware())
        router.add(middleware: FairTurnsMiddleware())
        router.add(middleware: WriteRefundsMiddleware(accounts: accounts))
        router.add(
            middleware: SessionMiddleware<MoviesRequestContext>(
                storage: StoreSessionDriver(sessions: accounts.sessions),
                configuration: SessionMiddlewareConfiguration(
                    sessionCookieParameters: SessionCookieParameters(
                        name: CookieNames(secure: settings.secureCookies).session, secure: settings.secureCookies,
                        sameSite: .lax),
                    defaultSessionExpiration: WebSession.lifetime)))
        // Alive: the process answers. Ready: it can answer from its store (a load balancer sends traffic
        // only to ready servers).
        router.readable("health") { _, _ in "ok" }
        router.readable("ready") { _, _ in
            do {
                try await container.checkReady()
                return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: "ready")))
            } catch {
                return WebError(error).jsonResponse
            }
        }
        let api = router.group("api").add(middleware: BearerTokenMiddleware(accounts: accounts))
            .add(middleware: SameOriginMiddleware(client: client))
        var site = Site(
            screens: container, accounts: accounts, visitors: visitors, client: client, imports: imports, pages: router)
        for feature in features { feature.add(to: &site) }
        try site.api.add(to: api)
        StaticAssetsController(source: container.filmSource).addRoutes(to: router)
        return router
    }
}
