public import MoviesDomain

/// Films to go on to from one film (`/api/movies/{id}/similar`).
public struct SimilarMoviesDocument: JSONDocument {
    public let film: FilmReference
    public let series: [MoviesListItemViewModel]
    public let similar: [MoviesListItemViewModel]

    public init(film: FilmReference, series: [MoviesListItemViewModel], similar: [MoviesListItemViewModel]) {
        self.film = film
        self.series = series
        self.similar = similar
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", film.description)
            json.member("series", series.map { MovieDocument(movie: $0.movie, source: film.source) })
            json.member("similar", similar.map { MovieDocument(movie: $0.movie, source: film.source) })
        }
    }
}
