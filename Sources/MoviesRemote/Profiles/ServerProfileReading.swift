import MoviesAPI
public import MoviesDomain

/// A member's page over a Movies server: one request (`/api/members/{name}`), which the server's use case
/// answers as the caller may see it, another member's as well as one's own.
public struct ServerProfileReading: ProfileReading {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func profile(named name: String, for viewer: User.ID?, page: PageNumber) async throws -> Profile {
        let answer: ServerMemberProfileDTO
        do {
            answer = try await client.get(.make(.getProfile, name), query: [("page", String(page.value))])
        } catch MoviesServerError.refused(404, _, _) {
            throw AccountError.notFound
        }
        do {
            return try answer.toDomain(viewer: viewer)
        } catch {
            throw MoviesServerError.undecodable(server: client.name, reason: "a profile it cannot read")
        }
    }
}
