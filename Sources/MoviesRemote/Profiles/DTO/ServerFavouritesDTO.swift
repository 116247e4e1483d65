import MoviesDomain

/// `GET /api/me/favourites`: the member's four favourites, first first.
struct ServerFavouritesDTO: Decodable {
    struct Film: Decodable {
        let id: String
        let title: String
        let year: Int?
        let posterPath: String?
    }

    let favourites: [Film]

    func toDomain() -> [ListedFilm] {
        favourites.compactMap { film in
            (try? FilmReference(film.id)).map {
                ListedFilm(reference: $0, title: film.title, year: film.year, posterPath: film.posterPath)
            }
        }
    }
}
