import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

extension NetworkService {
    /// What the HTTP client threw, as a ``NetworkError``.
    public static func networkError(_ error: any Error) -> NetworkError {
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
            default: return .notConnected(reason: plainReason(error))
            }
        case let error as HTTPParserError where error == .invalidEOFState:
            return .connectionLost  // the answer stopped half-way
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first { return .notConnected(reason: plainReason(first.error)) }
            return .notConnected(
                reason: error.dnsAError != nil || error.dnsAAAAError != nil ? "unknown host" : "\(error)")
        case let error as IOError where error.errnoCode == ECONNRESET || error.errnoCode == EPIPE:
            return .connectionLost
        case is ChannelError, is IOError:
            return .notConnected(reason: plainReason(error))
        default:
            return .notConnected(reason: "\(error)")
        }
    }

    /// What went wrong as a person says it ("connection refused"), without the call and errno around it.
    public static func plainReason(_ error: any Error) -> String {
        switch error {
        case let error as IOError: String(cString: strerror(error.errnoCode)).lowercased()
        case let error as NIOConnectionError:
            error.connectionErrors.first.map { plainReason($0.error) } ?? "unknown host"
        case is SocketAddressError: "unknown host"
        default: "\(error)"
        }
    }
}
