import MoviesData
import MoviesDomain

/// A person and their films (`#/components/schemas/Person`).
struct ServerPersonDTO: Decodable, Sendable {
    struct CreditDTO: Decodable, Sendable {
        let movie: ServerMovieDTO
        let roles: [String]
        let character: String?
    }

    let id: String
    let name: String
    let films: [CreditDTO]
    let bestKnown: [String]?

    func toDomain() -> Person {
        Person(
            id: Person.ID(id), name: name,
            credits: films.map {
                PersonCredit(
                    movie: $0.movie.toDomain(), roles: Set($0.roles.compactMap(PersonCredit.Role.init(rawValue:))),
                    character: $0.character)
            },
            bestKnown: bestKnown.map { $0.map(Movie.ID.init(server:)) })
    }
}

/// A film's series and films like it (`#/components/schemas/SimilarMovies`).
struct ServerSimilarMoviesDTO: Decodable, Sendable {
    let series: [ServerMovieDTO]
    let similar: [ServerMovieDTO]
}
