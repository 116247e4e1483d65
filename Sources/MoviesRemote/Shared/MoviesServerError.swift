import Foundation
import MoviesData
public import MoviesDomain

/// Why a Movies server did not answer what was asked, in one line that names the server and never the
/// token.
public enum MoviesServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing answers at the address, or the connection failed or timed out.
    case unreachable(server: String, reason: String)
    /// The server answers no such route: a Movies of an older version (its `/api/openapi.json` lists what
    /// it has), or not a Movies server at all.
    case noSuchRoute(server: String, route: String)
    /// The token is unknown, revoked or expired.
    case tokenRejected(server: String)
    /// Signed in is needed and there is no token for this server.
    case signInRequired(server: String)
    /// The server refused the request, saying why (`code`, `message`).
    case refused(status: Int, code: String, message: String)
    /// Another member's diary or lists: the API gives a program its own member's only.
    case anotherMember(server: String, name: String)
    /// A 2xx answer that is not the document the route promises.
    case undecodable(server: String, reason: String)
    /// The server pointed elsewhere (a 3xx). It is not followed: a name and password, or a token, would go
    /// to whatever host it names.
    case redirected(server: String, status: Int, location: String?)

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "cannot reach \(server): \(reason)"
        case .noSuchRoute(let server, let route):
            "the server \(server) has no \(route) (its /api/openapi.json lists what it has)"
        case .tokenRejected(let server):
            "the server \(server) refused the token (unknown, revoked or expired): run `movies login --server \(server)`"
        case .signInRequired(let server): "sign in first: `movies login --server \(server)`"
        case .refused(_, _, let message): message
        case .anotherMember(let server, let name):
            "through --server only your own diary and lists are read: \(name)'s are on \(server)/u/\(name.prefix(40))"
        case .undecodable(let server, let reason): "the server \(server) answered something unreadable: \(reason)"
        case .redirected(let server, let status, let location?):
            "the server \(server) points to \(location.prefix(200)) (\(status)); not followed: use that address as --server if you trust it"
        case .redirected(let server, let status, nil):
            "the server \(server) answered \(status) without saying where to go"
        }
    }
}

extension MoviesServerError: RefusedElsewhere {
    /// Only ``refused(status:code:message:)`` is a refusal; anything else answers 0.
    public var refusalStatus: Int {
        if case .refused(let status, _, _) = self { status } else { 0 }
    }

    public var refusalCode: String {
        if case .refused(_, let code, _) = self { code } else { "" }
    }

    public var refusalMessage: String {
        if case .refused(_, _, let message) = self { message } else { description }
    }
}
