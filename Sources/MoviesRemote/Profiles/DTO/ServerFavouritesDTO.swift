import MoviesDomain

/// `#/components/schemas/Favourites`: the member's four favourites, first first, and the film a change
/// was about.
struct ServerFavouritesDTO: Decodable {
    struct Film: Decodable {
        let id: String
        let title: String
        let year: Int?
        let posterPath: String?
        /// A recent watch's rating, on a profile.
        var rating: Int?

        func toDomain() -> ListedFilm? {
            (try? FilmReference(id)).map { ListedFilm(reference: $0, title: title, year: year, posterPath: posterPath) }
        }
    }

    let favourites: [Film]
    let changed: Film?

    func toDomain() -> [ListedFilm] {
        favourites.compactMap { $0.toDomain() }
    }
}
