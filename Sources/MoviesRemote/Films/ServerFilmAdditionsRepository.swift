public import Foundation
import MoviesAPI
import MoviesData
public import MoviesDomain

/// Films added on a Movies server (`POST /api/films`). The server keeps the day's count and refuses a
/// film it has already, naming it: this side sends the film once the films like it were seen, and leaves
/// both rules to the server (it counts nothing and finds nothing before it asks). The server's own search
/// and film pages find what it holds; listing, correcting and merging them is its operator's.
public struct ServerFilmAdditionsRepository: FilmAdditionsRepository {
    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        let added: ServerMovieDTO = try await client.send(.make(.addFilm), json: NewFilmDTO(facts))
        return AddedFilm(id: added.toDomain().id, facts: facts, addedBy: member, added: time)
    }

    public func addedFilm(_ id: Movie.ID) async throws -> AddedFilm? { nil }

    /// None counted here: the server refuses the thirty-first of a day itself.
    public func addedCount(by member: User.ID, since time: Date) async throws -> Int { 0 }

    /// None found here: the server refuses a film it has, naming it, when it is sent.
    public func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm? {
        nil
    }
}

/// `POST /api/films`'s body: the film's facts, its lookalikes seen.
private struct NewFilmDTO: Encodable {
    let title: String
    let year: Int
    let originalTitle: String?
    let directors: [String]
    let cast: [String]
    let runtime: Int?
    let genres: [String]
    let country: String?
    let originalLanguage: String?
    let imdb: String?
    let tmdb: Int?
    let letterboxd: String?
    let confirmed = true

    init(_ facts: FilmFacts) {
        (title, year, originalTitle) = (facts.title, facts.year, facts.originalTitle)
        (directors, cast, runtime) = (facts.directors, facts.cast, facts.runtime)
        genres = facts.genres.map(\.rawValue)
        (country, originalLanguage) = (facts.country, facts.language)
        (imdb, tmdb, letterboxd) = (facts.identifiers.imdb, facts.identifiers.tmdb, facts.identifiers.letterboxd)
    }
}
