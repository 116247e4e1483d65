import Foundation
public import MoviesDomain

/// How the web server treats its clients: what a deployment may change.
public struct WebSettings: Sendable {
    /// Cookies are marked `Secure` (the site is reached over HTTPS).
    public var secureCookies = false
    /// The server stands behind a proxy it trusts: `X-Forwarded-Proto: https` marks cookies `Secure`, and
    /// the last address in `X-Forwarded-For` is the client's. Off by default, since any client can send
    /// those headers.
    public var trustsProxy = false
    /// The site's address as people reach it (`https://movies.example.org`), for links that leave the site
    /// (a feed's); nil, and those links are relative. A request's `Host` is never used: anyone may send one.
    public var publicURL: String?
    /// How many new visitors one client address may become per minute; beyond it the pages still answer,
    /// without a visitor cookie (so nothing is remembered for it).
    public var newVisitorsPerMinute = 30
    /// Connections open at once; beyond, new ones are closed on arrival while open ones are served.
    public var maxConnections = 4_096
    /// Connections open at once from one address (0: no limit, for a proxy that sends everyone's).
    public var maxConnectionsPerAddress = 256
    /// A connection that sends nothing for this long is closed: an idle keep-alive, or a request whose
    /// head has not arrived in full.
    public var idleTimeout: Duration = .seconds(30)
    /// Whether every request is logged (at notice, with its `hb.request.id`, method and path; never a
    /// cookie or other header).
    public var logsRequests = false
    /// What one name, address and member may do (wrong passwords, password checks, sign-ups, changes).
    public var accountLimits = AccountLimits()
    /// Imports read, matched or written at once on this server (each on the import threads), and how many
    /// more wait in line, their uploads on disk; beyond, a fast 503.
    public var importsAtOnce = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
    public var importsWaiting = 8

    public init() {}
}
