public import MoviesDomain

/// A list as a screen shows it: its details, a page of its films in their places, whether the viewer owns
/// it, and what the last change said.
public struct ListState: Sendable {
    public var list: FilmList?
    public var isOwner = false
    /// How many of its films the signed-in viewer has watched; nil for a visitor.
    public var watched: Int?
    /// "You have watched 12 of these 40 films."
    public var watchedText: String?
    public var entries: [ListEntryRow] = []
    public var page = 1
    public var totalPages = 1
    public var notice: String?
    /// The film the last change put at the end of the list.
    public var added: ListEntryRow?
    public var failure: ScreenFailure?

    public init() {}
}

/// A film in a list as a row or a poster: its place, title, year, poster and note.
public struct ListEntryRow: Sendable, Equatable {
    public let film: FilmReference
    public let position: Int
    public let title: String
    public let year: Int?
    public let posterPath: String?
    public let note: String?

    init(_ entry: ListEntry) {
        film = entry.film.reference
        position = entry.position
        title = entry.film.title
        year = entry.film.year
        posterPath = entry.film.posterPath
        note = entry.note
    }
}
