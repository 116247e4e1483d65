import MoviesData
import MoviesDomain

/// `#/components/schemas/FilmPage`: a film's whole page as the server's screen read it for the caller.
struct ServerFilmPageDTO: Decodable, Sendable {
    struct Diary: Decodable, Sendable {
        let watched: Int
        let lastWatched: String?
        let rating: Int?
    }

    struct Failure: Decodable, Sendable {
        let code: String
        let message: String
    }

    let movie: ServerMovieDTO
    let saved: Bool
    let diary: Diary
    let reviews: ServerReviewsDTO
    let series: [ServerMovieDTO]?
    let similar: [ServerMovieDTO]?
    let moreFailure: Failure?

    /// Nil when the film's id is not one this client can name.
    func toDomain() -> FilmPage? {
        guard let film = try? FilmReference(movie.id, bareNumbers: .catalog) else { return nil }
        let more: Result<MoreLikeThis, any Error> =
            if let moreFailure {
                .failure(MoviesServerError.refused(status: 503, code: moreFailure.code, message: moreFailure.message))
            } else {
                .success(
                    MoreLikeThis(
                        series: (series ?? []).map { $0.toDomain() }, similar: (similar ?? []).map { $0.toDomain() }))
            }
        return FilmPage(
            movie: movie.toDomain(), film: film, isSaved: saved,
            diary: FilmDiarySummary(
                timesWatched: diary.watched, lastDay: diary.lastWatched.flatMap { try? CalendarDay($0) },
                rating: diary.rating),
            reviews: reviews.reviewsPage, more: more)
    }
}
