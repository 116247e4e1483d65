public import Foundation
public import MoviesDomain

/// Why a request to a remote service failed. Only the network layer creates these; the service's own
/// error type (``TMDBError``) turns them into sentences.
public enum NetworkError: SourceUnavailableError, Equatable, Sendable {
    /// The host could not be reached (refused, unknown, unroutable).
    case notConnected(reason: String)
    /// The connection dropped before a whole response arrived.
    case connectionLost
    case timedOut
    case cancelled
    /// The service answered with a status outside 2xx; `body` is what it said, often an error document.
    case status(code: Int, body: Data, retryAfter: Duration?)
    /// The service pointed elsewhere (a 3xx) and the client does not follow: `location` is where, if said.
    case redirected(code: Int, location: String?)
    /// A 2xx answer whose body is not what the endpoint describes.
    case undecodable(reason: String)

    /// Worth another attempt: the service may answer next time.
    public var isTransient: Bool {
        switch self {
        case .connectionLost, .timedOut: true
        case .status(let code, _, _): code == 429 || code == 408 || (500...599).contains(code) && code != 501
        case .notConnected, .cancelled, .undecodable, .redirected: false
        }
    }
}
