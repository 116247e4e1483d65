public import Foundation
import MoviesAPI
import MoviesData
public import MoviesDomain
import NIOHTTP1

extension MoviesServerClient {
    private struct NewTokenDTO: Encodable {
        let name: String
        let password: String
        let label: String
        let scope: String
    }

    private struct IssuedTokenDTO: Decodable {
        let token: String
    }

    /// Asks for a token that may read and write, with the member's name and password (never kept); answers
    /// its secret (signing out revokes it as `current`, so its id is not needed).
    /// Makes an account (`POST /api/users`); the session the answer opens is not kept.
    public func signUp(name: String, fullName: FullName, password: String) async throws {
        let body = try JSONEncoder().encode(
            NewUserDTO(
                name: name, fullName: .init(given: fullName.given, family: fullName.family), password: password))
        try await send(.make(.signUp), body: body)
    }

    private struct NewUserDTO: Encodable {
        struct Name: Encodable {
            let given: String
            let family: String
        }

        let name: String
        let fullName: Name
        let password: String
    }

    /// A token for the member with this name and password. A wrong pair is said as the server says it,
    /// unless the server's public profiles say nobody has the name: then that is said, with the way to make
    /// the account.
    public func issueToken(name: String, password: String, label: String) async throws -> String {
        do {
            let issued: IssuedTokenDTO = try await send(
                .make(.issueToken),
                json: NewTokenDTO(name: name, password: password, label: label, scope: "read_write"))
            return issued.token
        } catch MoviesServerError.refused(401, "invalid_credentials", let message) {
            if try await !hasMember(named: name) {
                throw MoviesServerError.refused(
                    status: 401, code: "invalid_credentials",
                    message:
                        "no member of \(self.name) is called “\(name.prefix(40))”: `movies signup --server \(self.name)` makes an account"
                )
            }
            throw MoviesServerError.refused(status: 401, code: "invalid_credentials", message: message)
        }
    }

    /// Whether a member has the name: their public profile answers (`/api/members/{name}`), a 404 says none.
    private func hasMember(named name: String) async throws -> Bool {
        do {
            try await send(.make(.getProfile, name))
            return true
        } catch MoviesServerError.refused(404, "not_found", _) {
            return false
        } catch {
            return true
        }
    }

    /// What the server says of the token this client carries (its label, scope and expiry): the one its
    /// list marks `current`; nil from a server that marks none.
    public func currentToken() async throws -> (label: String, scope: String, expires: Date?)? {
        let list: TokenListDTO = try await get(.make(.tokens))
        guard let token = list.tokens.first(where: { $0.current == true }) else { return nil }
        return (token.label, token.scope, token.expires.flatMap { try? Date($0, strategy: .iso8601) })
    }

    private struct TokenListDTO: Decodable {
        struct TokenDTO: Decodable {
            let label: String
            let scope: String
            let expires: String?
            let current: Bool?
        }

        let tokens: [TokenDTO]
    }

    /// Revokes the token this client carries (signing out).
    public func revokeOwnToken() async throws {
        try await send(.make(.revokeToken, "current"))
    }

    /// The name of the member this client's token acts for.
    public func memberName() async throws -> String {
        try await ServerMemberStore(client: self).signedInMember().name.text
    }
}
