import MoviesAPI
public import MoviesDomain

/// A film's page over a Movies server: one request (`/api/movies/{id}/page`), which the server's screen
/// answers whole for the member the token acts for.
public struct ServerFilmPageReading: FilmPageReading {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func page(of id: Movie.ID, for member: User.ID?, reviews: PageNumber) async throws -> FilmPage {
        let answer: ServerFilmPageDTO
        do {
            answer = try await client.get(.make(.filmPage, id.rawValue), query: [("page", String(reviews.value))])
        } catch MoviesServerError.refused(404, _, _) {
            throw MovieNotFound(id: id)
        }
        guard let page = answer.toDomain() else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a film's page it cannot read")
        }
        return page
    }
}
