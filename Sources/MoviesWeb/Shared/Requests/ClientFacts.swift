import Foundation
import HTTPTypes
import Hummingbird

/// What the server may believe about the client: its address and whether it came over HTTPS, from the
/// connection, or from a proxy's headers when the settings say the proxy is trusted.
struct ClientFacts: Sendable {
    let secureCookies: Bool
    let trustsProxy: Bool
    let cookies: CookieNames
    /// The site's address for links read away from it (a feed's); empty when it was not given.
    let publicURL: String

    /// Whether the member's feeds are served: only with the site's address, for a feed reader follows no
    /// link it cannot make whole (and a request's `Host` is not believed).
    var servesFeeds: Bool { !publicURL.isEmpty }

    /// The answer to a feed asked for when none is served.
    static let noFeeds = WebError(
        status: .notFound, code: "no_feeds",
        message: "this server serves no feeds: it was started without --public-url, so its links could not be whole")

    init(settings: WebSettings) {
        publicURL = settings.publicURL ?? ""
        secureCookies = settings.secureCookies
        trustsProxy = settings.trustsProxy
        cookies = CookieNames(secure: settings.secureCookies)
    }

    /// Whether cookies set on the answer to `request` are marked `Secure`.
    func isSecure(_ request: Request) -> Bool {
        secureCookies || (trustsProxy && request.headers[.xForwardedProto]?.lowercased() == "https")
    }

    /// The client's address: the connection's peer, or the address the trusted proxy appended last.
    func address(of request: Request, context: MoviesRequestContext) -> String {
        if trustsProxy, let forwarded = request.headers[values: .xForwardedFor].last,
            let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty
        {
            return String(last.prefix(64))
        }
        return context.remoteAddress?.ipAddress ?? "unknown"
    }
}

extension HTTPField.Name {
    static let xForwardedProto = Self("X-Forwarded-Proto")!
    static let xForwardedFor = Self("X-Forwarded-For")!
}
