import MoviesDomain

/// `#/components/schemas/ForYou`.
struct ServerForYouDTO: Decodable, Sendable {
    struct FilmDTO: Decodable, Sendable {
        let id: String
        let title: String
        let year: Int?
        let runtime: Int?
        let posterPath: String?
        let predicted: Double
        let why: [ServerReasonDTO]
    }

    let rated: Int
    let ratingsNeeded: Int
    let films: [FilmDTO]

    func toDomain(source: FilmReference.Source) -> ForYou {
        let films = films.compactMap { film in
            ServerTasteFilmDTO(
                id: film.id, title: film.title, year: film.year, runtime: film.runtime, posterPath: film.posterPath
            )
            .movie(source: source).map { movie in
                Recommendation(movie: movie, predicted: film.predicted, reasons: film.why.compactMap { $0.toDomain() })
            }
        }
        return ForYou(films: films, ratingsNeeded: ratingsNeeded, rated: rated)
    }
}
