/// The last change to a person's saved films: the one "undo" takes back.
public enum SavedFilmsChange: Sendable, Equatable {
    /// A film was saved; undoing removes it.
    case saved(FilmReference)
    /// Films were removed (one, or all at once); undoing puts them back as they were, posters included.
    case removed([FilmReference])
}
