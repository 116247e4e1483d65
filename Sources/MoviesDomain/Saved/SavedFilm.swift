public import Foundation

/// A film a person keeps, with what the source said of it when it was saved (so the list reads the same
/// with the source out of reach) and when.
public struct SavedFilm: Sendable, Equatable {
    public let film: FilmReference
    /// The film as the source described it at the time: title, year, poster path, overview, rating.
    public let movie: Movie
    public let savedAt: Date

    public init(film: FilmReference, movie: Movie, savedAt: Date) {
        self.film = film
        self.movie = movie
        self.savedAt = savedAt
    }

    public static func == (lhs: SavedFilm, rhs: SavedFilm) -> Bool {
        lhs.film == rhs.film && lhs.savedAt == rhs.savedAt
    }
}
