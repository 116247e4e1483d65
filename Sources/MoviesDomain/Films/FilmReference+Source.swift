extension FilmReference.Source {
    /// The source as people call it: `catalog` or `TMDB`.
    public var name: String {
        switch self {
        case .catalog: "catalog"
        case .tmdb: "TMDB"
        }
    }

    /// The film of this source an address or argument names, as `42198` or `catalog:42198`. Anything else
    /// (another source's film, words) is passed on as written, so that looking it up finds no film.
    public func movieID(named text: String) -> Movie.ID {
        guard let film = try? FilmReference(text, bareNumbers: self), film.source == self else { return Movie.ID(text) }
        return film.movieID
    }
}
