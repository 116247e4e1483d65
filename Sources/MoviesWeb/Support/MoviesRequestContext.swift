public import Hummingbird
public import NIOCore

/// What every route knows of a request besides the request itself: Hummingbird's core context and the
/// address of the peer, which bounds how fast one client may become new visitors.
public struct MoviesRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
