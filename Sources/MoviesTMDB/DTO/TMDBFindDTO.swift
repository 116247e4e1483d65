/// TMDB's answer to `/find/{id}?external_source=imdb_id`: the films (and other things) of that id.
struct TMDBFindDTO: Codable, Sendable {
    struct Result: Codable, Sendable {
        let id: Int
    }

    let movieResults: [Result]
}
