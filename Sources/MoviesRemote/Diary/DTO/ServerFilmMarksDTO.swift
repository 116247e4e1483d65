/// `#/components/schemas/FilmMarks`: which of the films asked the member saved, watched and rated.
struct ServerFilmMarksDTO: Decodable, Sendable {
    struct Mark: Decodable, Sendable {
        let id: String
        let saved: Bool
        let watched: Bool
        let rating: Int?
    }

    let films: [Mark]
}
