public import Foundation

/// A film in a list: the film as the list shows it (taken from the source when it was added), its place
/// (1 is first), and the member's note on why it is there.
public struct ListEntry: Sendable, Equatable {
    public static let maximumNote = 500

    public let film: ListedFilm
    public let position: Int
    public let note: String?
    public let added: Date

    public init(film: ListedFilm, position: Int, note: String?, added: Date) {
        self.film = film
        self.position = position
        self.note = note
        self.added = added
    }
}

/// A film as a list keeps it: what a poster grid or a ranked row shows, read with the list.
public struct ListedFilm: Sendable, Equatable {
    public let reference: FilmReference
    public let title: String
    public let year: Int?
    public let posterPath: String?

    public init(reference: FilmReference, title: String, year: Int?, posterPath: String?) {
        self.reference = reference
        self.title = title
        self.year = year
        self.posterPath = posterPath
    }

    public init(_ movie: Movie, reference: FilmReference) {
        self.init(reference: reference, title: movie.title, year: movie.releaseDate.year, posterPath: movie.posterPath)
    }
}
