/// One film as a store keeps it: the columns a list of results shows (lists joined in one string), its
/// rank by popularity, and the whole record as the resource's JSON for the details page.
public struct CatalogFilmRow: Sendable {
    public let listing: CatalogListing
    /// The title's search words, space-separated.
    public let searchTitle: String
    public let popularityRank: Int
    public let record: String

    init(_ entry: CatalogEntry, searchTitle words: [String], popularityRank: Int) {
        let movie = entry.movie
        listing = CatalogListing(
            id: movie.id, title: movie.title, released: movie.released, genres: CatalogImport.joined(movie.genres),
            directors: CatalogImport.joined(movie.directors), countries: CatalogImport.joined(movie.countries),
            runtime: movie.runtime, language: movie.languages?.first, rating: movie.rating, reviews: movie.reviews ?? 0)
        searchTitle = words.joined(separator: " ")
        self.popularityRank = popularityRank
        record = entry.json
    }
}
