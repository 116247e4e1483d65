public import Foundation
public import MoviesDomain

/// A saved film as a store reads it back: the film's reference, its JSON description, when it was saved.
public struct SavedFilmRecord: Sendable {
    public let film: String
    public let movieJSON: String
    public let savedAt: Date

    public init(film: String, movieJSON: String, savedAt: Date) {
        self.film = film
        self.movieJSON = movieJSON
        self.savedAt = savedAt
    }

    /// Nil for a row no version of Movies writes (a reference or JSON edited by hand).
    public func toDomain() -> SavedFilm? {
        guard let reference = try? FilmReference(film), let movie = SavedMovieDTO.decode(movieJSON) else { return nil }
        return SavedFilm(film: reference, movie: movie, savedAt: savedAt)
    }
}
