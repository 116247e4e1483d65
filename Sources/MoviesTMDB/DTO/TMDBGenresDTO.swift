/// `GET /3/genre/movie/list`: the names of the genre ids search results carry.
struct TMDBGenresDTO: Codable, Sendable {
    struct Genre: Codable, Sendable {
        let id: Int
        let name: String
    }

    let genres: [Genre]

    var names: [Int: String] {
        Dictionary(genres.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
}
