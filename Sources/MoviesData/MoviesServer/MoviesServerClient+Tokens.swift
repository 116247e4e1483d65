import Foundation
import MoviesDomain
import NIOHTTP1

extension MoviesServerClient {
    /// A token issued to a program: its secret, and its id.
    public struct IssuedToken: Sendable {
        public let secret: String
        public let id: String
    }

    private struct NewTokenDTO: Encodable {
        let name: String
        let password: String
        let label: String
        let scope: String
    }

    private struct IssuedTokenDTO: Decodable {
        let token: String
        let id: String
    }

    /// Asks for a token that may read and write, with the member's name and password (never kept).
    public func issueToken(name: String, password: String, label: String) async throws -> IssuedToken {
        let issued: IssuedTokenDTO = try await send(
            .POST, "api/tokens", json: NewTokenDTO(name: name, password: password, label: label, scope: "read_write"))
        return IssuedToken(secret: issued.token, id: issued.id)
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
