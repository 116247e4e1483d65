/// A decoded catalog film with the line it came from, stored as is for the details lookup.
struct CatalogEntry: Sendable {
    let movie: CatalogListingDTO
    let json: String
}
