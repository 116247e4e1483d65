import MoviesDomain
import MoviesSearch

/// The fields of a catalog line that a list of results shows, search ranks by and browsing and people
/// are indexed by: what an import decodes. The whole line (``CatalogMovieDTO``) is decoded only to show
/// one film's details.
struct CatalogListingDTO: Decodable, Sendable {
    let id: Int
    let title: String
    let released: String?
    let runtime: Int?
    let genres: [String]?
    let directors: [String]?
    let writers: [String]?
    let cast: [String]?
    let languages: [String]?
    let countries: [String]?
    let rating: Double?
    let meter: Int?
    let reviews: Int?
    let boxOffice: Int?
    let awards: String?
}

extension CatalogListingDTO {
    /// The film as the search engine indexes it.
    var indexed: IndexedFilm {
        IndexedFilm(
            id: id, title: title, language: languages?.first, genres: (genres ?? []).compactMap(Genre.init(named:)),
            released: ReleaseDate(iso8601: released ?? ""), runtime: runtime, rating: rating, reviews: reviews ?? 0,
            directors: directors ?? [], writers: writers ?? [], cast: cast ?? [], countries: countries ?? [])
    }
}
