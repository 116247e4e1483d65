/// A list read from an export: its details and its films in order, each with its note. Its films are
/// matched as every row's are.
public struct ImportedList: Sendable {
    public struct Entry: Sendable {
        public let film: FilmHint
        public let note: String?
        public let place: ImportRow.Place

        public init(film: FilmHint, note: String?, place: ImportRow.Place) {
            self.film = film
            self.note = note
            self.place = place
        }
    }

    public let details: ListDetails
    public let entries: [Entry]
    /// Where the list itself is told (its file's row of details), for a refusal to name.
    public let place: ImportRow.Place?
    /// Its address where the file keeps it (this site's export): two lists of one title are told apart by it.
    public let slug: String?

    public init(details: ListDetails, entries: [Entry], place: ImportRow.Place? = nil, slug: String? = nil) {
        self.slug = slug
        self.details = details
        self.entries = entries
        self.place = place
    }
}
