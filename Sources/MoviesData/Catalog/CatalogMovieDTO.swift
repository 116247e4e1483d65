/// One film of the embedded catalog, as `scripts/generate-catalog.py` writes it.
struct CatalogMovieDTO: Codable, Sendable {
    let id: Int
    let imdb: String?
    let title: String
    /// `YYYY-MM-DD`, or `YYYY` where only the year is known.
    let released: String?
    let runtime: Int?
    let genres: [String]?
    let directors: [String]?
    let writers: [String]?
    let cast: [String]?
    let languages: [String]?
    let countries: [String]?
    let certification: String?
    let metacritic: Int?
    let awards: String?
    /// Critics' average out of 10.
    let rating: Double?
    let meter: Int?
    /// How many critics reviewed the film: the catalog's measure of popularity.
    let reviews: Int?
    let boxOffice: Int?
    let production: [String]?
}
