public import MoviesDomain

/// A film's whole page (`/api/movies/{id}/page`), as its screen read it for the member asking.
public struct FilmPageDocument: JSONDocument {
    public let movie: Movie
    public let film: FilmReference
    public let state: FilmState
    public let reviews: FilmReviewsContent
    public let signedIn: Bool

    /// Nil until the screen has read the film and its reviews.
    public init?(state: FilmState, signedIn: Bool) {
        guard let movie = state.movie, let film = state.film, let reviews = state.reviews?.content else { return nil }
        (self.movie, self.film, self.state, self.reviews, self.signedIn) = (movie, film, state, reviews, signedIn)
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("movie", MovieDocument(movie: movie, source: film.source, withDetails: true))
            json.member("saved", state.isSaved)
            let diary = state.diary ?? .none
            json.key("diary")
            json.object { json in
                json.member("watched", diary.timesWatched)
                json.member("lastWatched", diary.lastDay?.description)
                json.member("rating", diary.rating)
            }
            json.member(
                "reviews", ReviewsDocument(film: film, content: reviews, signedIn: signedIn, own: state.reviews?.own))
            if let failure = state.rowsFailure {
                json.key("moreFailure")
                json.object { json in
                    json.member("code", failure.code)
                    json.member("message", failure.message)
                }
            } else {
                json.member("series", state.series.map { MovieDocument(movie: $0.movie, source: film.source) })
                json.member("similar", state.similar.map { MovieDocument(movie: $0.movie, source: film.source) })
            }
        }
    }
}
