public import Foundation
import MoviesData
import MoviesDomain
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
    public func issueToken(name: String, password: String, label: String) async throws -> String {
        let issued: IssuedTokenDTO = try await send(
            .POST, "api/tokens", json: NewTokenDTO(name: name, password: password, label: label, scope: "read_write"))
        return issued.token
    }

    /// What the server says of the token this client carries (its label, scope and expiry): the one its
    /// list marks `current`; nil from a server that marks none.
    public func currentToken() async throws -> (label: String, scope: String, expires: Date?)? {
        let list: TokenListDTO = try await get("api/tokens")
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
        try await send(.DELETE, "api/tokens/current")
    }

    /// The name of the member this client's token acts for.
    public func memberName() async throws -> String {
        try await ServerMemberStore(client: self).signedInMember().name.text
    }
}
