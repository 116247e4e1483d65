import MoviesDomain

/// The film of a recommendation or a pick as the API writes it: enough to list it.
struct ServerTasteFilmDTO: Decodable, Sendable {
    let id: String
    let title: String
    let year: Int?
    let runtime: Int?
    let posterPath: String?

    /// Nil for an id that names no film.
    func movie(source: FilmReference.Source) -> Movie? {
        guard let reference = try? FilmReference(id, bareNumbers: source) else { return nil }
        var movie = Movie(
            id: reference.movieID, title: title, posterPath: posterPath, releaseDate: year.map { .year($0) } ?? .unknown
        )
        movie.runtime = runtime
        return movie
    }
}
