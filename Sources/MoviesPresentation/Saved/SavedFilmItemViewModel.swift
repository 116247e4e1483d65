public import Foundation
public import MoviesDomain

/// One saved film, ready to show: the row a results list would show for it, and when it was saved.
public struct SavedFilmItemViewModel: Equatable, Sendable, Identifiable {
    public let film: FilmReference
    public let savedAt: Date
    /// The film as a results row (title, year, poster, rating texts).
    public let row: MoviesListItemViewModel

    public init(_ saved: SavedFilm, strings: Strings = .english) {
        film = saved.film
        savedAt = saved.savedAt
        row = MoviesListItemViewModel(movie: saved.movie, strings: strings)
    }

    public var id: FilmReference { film }
}
