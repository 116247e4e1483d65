import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix

extension NetworkService {
    /// What the HTTP client threw, as a ``NetworkError``.
    static func networkError(_ error: any Error) -> NetworkError {
        switch error {
        case let error as NetworkError:
            return error
        case is CancellationError:
            return .cancelled
        case let error as HTTPClientError:
            switch error {
            case .cancelled: return .cancelled
            case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout: return .timedOut
            case .remoteConnectionClosed, .bodyLengthMismatch: return .connectionLost
            default: return .notConnected(reason: "\(error)")
            }
        case let error as HTTPParserError where error == .invalidEOFState:
            return .connectionLost  // the answer stopped half-way
        case let error as NIOConnectionError:
            return .notConnected(reason: error.connectionErrors.first.map { "\($0.error)" } ?? "\(error)")
        case let error as IOError where error.errnoCode == ECONNRESET || error.errnoCode == EPIPE:
            return .connectionLost
        case is ChannelError, is IOError:
            return .notConnected(reason: "\(error)")
        default:
            return .notConnected(reason: "\(error)")
        }
    }
}
