public import Foundation
import MoviesData
import MoviesRemote

/// What `movies auth status` says of one server a token is kept for.
public struct ServerAccount: Sendable {
    public let server: URL
    /// The member the token acts for; nil when the server could not say.
    public let member: String?
    /// `read` or `read_write`, the token's label and when it expires (nil: never), as the server has them.
    public let scope: String?
    public let label: String?
    public let expires: Date?
    /// Why the server could not say (unreachable, the token revoked), in one line.
    public let problem: String?
}

extension AppContainer {
    /// Who the token kept for `server` acts for, as a header says it: `ana @ movies.example`; `not signed in`
    /// or why the server would not say (the token refused, the server unreachable) in its place.
    public static func place(
        of server: URL, credentials: ServerCredentials, deadline: Duration = serverDeadline
    ) async -> String {
        let host = server.host.map { name in server.port.map { "\(name):\($0)" } ?? name } ?? server.absoluteString
        guard let token = try? credentials.token(for: server) else { return "not signed in @ \(host)" }
        do {
            let name = try await MoviesServerClient(server: server, token: token, deadline: deadline).memberName()
            return "\(name) @ \(host)"
        } catch MoviesServerError.tokenRejected {
            return "token refused (movies login) @ \(host)"
        } catch {
            return "\(host) (\(error))"
        }
    }

    /// Each server a token is kept for, asked whose the token is and what it may do.
    public static func accounts(
        credentials: ServerCredentials, deadline: Duration = serverDeadline
    ) async throws -> [ServerAccount] {
        var accounts: [ServerAccount] = []
        for (server, token) in try credentials.servers() {
            let client = MoviesServerClient(server: server, token: token, deadline: deadline)
            do {
                let member = try await client.memberName()
                let details = try await client.currentToken()
                accounts.append(
                    ServerAccount(
                        server: server, member: member, scope: details?.scope, label: details?.label,
                        expires: details?.expires, problem: nil))
            } catch {
                accounts.append(
                    ServerAccount(
                        server: server, member: nil, scope: nil, label: nil, expires: nil, problem: "\(error)"))
            }
        }
        return accounts
    }
}
