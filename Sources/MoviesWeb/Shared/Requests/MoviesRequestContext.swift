public import Hummingbird
public import HummingbirdAuth
public import NIOCore

/// What every route knows of a request besides the request itself: Hummingbird's core context, the
/// address of the peer (which bounds how fast one client may become new visitors), and the signed-in
/// session, if any (kept by hummingbird-auth's `SessionMiddleware` in the store), or under `/api` the
/// access token the request carries (``BearerTokenMiddleware``).
public struct MoviesRequestContext: RequestContext, RemoteAddressRequestContext, SessionRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    public let sessions: SessionContext<WebSession>
    /// The member an `Authorization: Bearer` token acts for, and what it may do.
    var bearer: BearerGrant?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        sessions = SessionContext()
    }
}
