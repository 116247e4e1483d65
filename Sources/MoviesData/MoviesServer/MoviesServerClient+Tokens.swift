import Foundation
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

    /// Revokes the token this client carries (signing out).
    public func revokeOwnToken() async throws {
        try await send(.DELETE, "api/tokens/current")
    }

    /// The name of the member this client's token acts for.
    public func memberName() async throws -> String {
        try await ServerMemberStore(client: self).signedInMember().name.text
    }
}
