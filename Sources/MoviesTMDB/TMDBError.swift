import Foundation
public import MoviesData
public import MoviesDomain

/// A TMDB failure as a user reads it: `TMDB rejected the API key (401)`. The network failure behind it
/// is kept for callers (and tests) that need the details.
public struct TMDBError: SourceUnavailableError, Equatable, Sendable, CustomStringConvertible {
    public let failure: NetworkError
    /// "API key" or "access token".
    public let credentialKind: String
    /// TMDB's own `status_code` and `status_message`, when its answer carried them.
    public let statusCode: Int?
    public let statusMessage: String?

    init(_ failure: NetworkError, credentialKind: String) {
        self.failure = failure
        self.credentialKind = credentialKind
        if case .status(_, let body, _) = failure,
            let status = try? JSONCoding.decoder.decode(TMDBStatusDTO.self, from: body)
        {
            statusCode = status.statusCode
            statusMessage = status.statusMessage
        } else {
            statusCode = nil
            statusMessage = nil
        }
    }

    /// The HTTP status TMDB answered with, if it answered.
    public var httpStatus: Int? {
        guard case .status(let code, _, _) = failure else { return nil }
        return code
    }

    /// True when TMDB could not be asked at all, as opposed to answering no.
    public var isUnreachable: Bool {
        switch failure {
        case .notConnected, .connectionLost, .timedOut: true
        default: false
        }
    }

    public var description: String {
        switch failure {
        case .notConnected(let reason): "cannot reach TMDB (\(reason))"
        case .connectionLost: "TMDB closed the connection before answering"
        case .timedOut: "TMDB did not answer in time"
        case .cancelled: "the request to TMDB was cancelled"
        case .undecodable(let reason): "TMDB sent an answer Movies cannot read (\(reason))"
        case .redirected(let code, let location): "TMDB answered \(code) to \(location ?? "nowhere")"
        case .status(401, _, _): "TMDB rejected the \(credentialKind) (401)"
        case .status(404, _, _): "TMDB has no such resource (404)"
        case .status(429, _, _): "TMDB is limiting requests (429); try again in a minute"
        case .status(let code, _, _): "TMDB answered \(code)" + (statusMessage.map { ": \($0)" } ?? "")
        }
    }
}
