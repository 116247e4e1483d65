public import MoviesDomain

/// Which films of a screen the signed-in member saved, and how each is named for saving: what a Save /
/// Saved button needs. Nobody signed in has saved nothing.
public struct SavedMarks: Sendable {
    public let source: FilmReference.Source
    public let saved: Set<Movie.ID>

    public init(source: FilmReference.Source, saved: Set<Movie.ID> = []) {
        self.source = source
        self.saved = saved
    }

    public func film(_ id: Movie.ID) -> FilmReference { FilmReference(source: source, movieID: id) }

    public func isSaved(_ id: Movie.ID) -> Bool { saved.contains(id) }
}
