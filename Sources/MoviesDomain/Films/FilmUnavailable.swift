/// A film whose source this installation does not read: a `tmdb:` film with no TMDB key, or a catalog film
/// while TMDB is the source.
public struct FilmUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
    public let film: FilmReference

    public init(film: FilmReference) {
        self.film = film
    }

    public var description: String {
        switch film.source {
        case .tmdb: "\(film) is a TMDB film, and TMDB is not the source here (set TMDB_API_KEY)"
        case .catalog: "\(film) is a catalog film, and the source here is TMDB"
        }
    }
}
