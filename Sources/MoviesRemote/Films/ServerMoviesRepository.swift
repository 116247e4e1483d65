import MoviesAPI
import MoviesData
public import MoviesDomain

/// Films from a Movies server's JSON API: its search, details, browse, people and films alike. A search
/// answers with the people its words name; they are kept for the question about them that follows.
public actor ServerMoviesRepository: MoviesRepository, DiscoveryRepository {
    private let client: MoviesServerClient
    private var lastPeople: (query: String, people: [PersonMatch])?

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func searchMovies(
        _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let answer: ServerMoviesPageDTO = try await read(
            .make(.searchMovies), query: [("query", query.text), ("page", String(page.value))])
        lastPeople = (query.text, answer.peopleToDomain())
        return answer.toDomain()
    }

    public func movie(withID id: Movie.ID) async throws -> Movie {
        do {
            let movie: ServerMovieDTO = try await read(.make(.movie, id.rawValue))
            return movie.toDomain()
        } catch MoviesServerError.refused(404, _, _) {
            throw MovieNotFound(id: id)
        }
    }

    /// Every genre Movies knows: the server says which its source lacks when one is asked for.
    public func genres() async throws -> [Genre] { Genre.allCases }

    public func discoverMovies(_ filter: DiscoverFilter, page: PageNumber) async throws -> MoviesPage {
        var query: [(name: String, value: String)] = filter.genres.map { ("genre", $0.rawValue) }
        if let years = filter.years { query += [("from", String(years.lowerBound)), ("to", String(years.upperBound))] }
        if let rating = filter.minimumRating { query.append(("minRating", String(rating))) }
        query.append(("sort", filter.sort.rawValue))
        if let words = filter.query { query.append(("q", words.text)) }
        query.append(("page", String(page.value)))
        let answer: ServerMoviesPageDTO = try await read(.make(.discover), query: query)
        return answer.toDomain()
    }

    /// The people the words name, as the server's search answers them (the answer to the search just made,
    /// when these are its words: the API has no search of people alone).
    public func people(matching query: MovieQuery, limit: Int) async throws -> [PersonMatch] {
        if lastPeople?.query != query.text { _ = try await searchMovies(query, page: .first) }
        return Array((lastPeople?.people ?? []).prefix(limit))
    }

    public func person(withID id: Person.ID) async throws -> Person {
        do {
            let person: ServerPersonDTO = try await read(.make(.person, id.rawValue))
            return person.toDomain()
        } catch MoviesServerError.refused(404, _, _) {
            throw PersonNotFound(id: id)
        }
    }

    public func similarMovies(to movie: Movie, limit: Int) async throws -> [Movie] {
        let answer: ServerSimilarMoviesDTO = try await read(.make(.similarMovies, movie.id.rawValue))
        return answer.similar.prefix(limit).map { $0.toDomain() }
    }

    /// Films need no sign-in: with a token the server refuses (revoked, expired), the question is asked
    /// again without it, so searching still works (and is kept nowhere) until the member signs in again.
    private func read<Response: Decodable>(
        _ call: APICall, query: [(name: String, value: String)] = []
    ) async throws -> Response {
        do {
            return try await client.get(call, query: query)
        } catch MoviesServerError.tokenRejected {
            return try await client.withoutToken().get(call, query: query)
        }
    }
}
