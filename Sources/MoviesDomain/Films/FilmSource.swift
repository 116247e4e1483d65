/// The films this installation reads (the catalog or TMDB) as a member's lists name them: what saving,
/// reviewing and logging a film look it up in. A film of another source (kept from before a switch) can be
/// listed and removed, but not looked up.
public struct FilmSource: Sendable {
    public let source: FilmReference.Source
    private let movies: any MoviesRepository

    public init(_ source: FilmReference.Source, movies: any MoviesRepository) {
        self.source = source
        self.movies = movies
    }

    /// The reference to a film of this source.
    public func reference(to id: Movie.ID) -> FilmReference { FilmReference(source: source, movieID: id) }

    /// The film as the source tells it now; ``FilmUnavailable`` for a film of another source.
    public func movie(_ film: FilmReference) async throws -> Movie {
        guard film.source == source else { throw FilmUnavailable(film: film) }
        return try await movies.movie(withID: film.movieID)
    }
}
