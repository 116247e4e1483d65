public import AsyncHTTPClient
import NIOCore

extension HTTPClient {
    /// The client sources are asked through: the shared client's settings, except that a connection that
    /// cannot be made fails within seconds (a source that is down, or a machine offline, is said so at
    /// once, and the cached page shown) instead of being tried again until the request's whole deadline.
    public static let movies: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.timeout.connect = .seconds(3)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The client a Movies server's API is asked through: it never follows a redirect (a 307 would carry a
    /// password or a token to whatever host it names), and a connection refused or a host unknown fails at
    /// once instead of being tried again.
    public static let moviesServer = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: moviesServerConfiguration)

    /// The settings of ``moviesServer``.
    public static var moviesServerConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.timeout.connect = .seconds(5)
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }
}
