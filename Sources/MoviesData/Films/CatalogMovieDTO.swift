/// One film of the embedded catalog, as `scripts/generate-catalog.py` writes it: the fields a listing
/// reads (``CatalogListingDTO``), and those only a film's page shows.
struct CatalogMovieDTO: Decodable, Sendable {
    let listing: CatalogListingDTO
    let imdb: String?
    let certification: String?
    let metacritic: Int?
    let production: [String]?

    private enum CodingKeys: String, CodingKey {
        case imdb, certification, metacritic, production
    }

    init(from decoder: any Decoder) throws {
        listing = try CatalogListingDTO(from: decoder)
        let line = try decoder.container(keyedBy: CodingKeys.self)
        imdb = try line.decodeIfPresent(String.self, forKey: .imdb)
        certification = try line.decodeIfPresent(String.self, forKey: .certification)
        metacritic = try line.decodeIfPresent(Int.self, forKey: .metacritic)
        production = try line.decodeIfPresent([String].self, forKey: .production)
    }
}
