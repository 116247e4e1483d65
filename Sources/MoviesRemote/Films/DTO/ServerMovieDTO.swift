/// A film as a Movies server's JSON has it (`#/components/schemas/Movie`).
struct ServerMovieDTO: Decodable, Sendable {
    struct RatingDTO: Decodable, Sendable {
        let average: Double
        let votes: Int
        let raters: String
    }

    let id: String
    let title: String
    let originalTitle: String?
    let overview: String?
    let posterPath: String?
    let releaseDate: String?
    let genres: [String]?
    let runtime: Int?
    let originalLanguage: String?
    let rating: RatingDTO?
    let directors: [String]?
    let countries: [String]?
    let cast: [String]?
    let castOrder: String?
    let characters: [String: String]?
    let writers: [String]?
    let languages: [String]?
    let productionCompanies: [String]?
    let certification: String?
    let awards: String?
    let metascore: Int?
    let boxOffice: Int?
    let imdbID: String?
}
