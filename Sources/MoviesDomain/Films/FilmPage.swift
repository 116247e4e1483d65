/// Everything a film's page reads at once: the film, whether the member saved it, what their diary says
/// of it, a page of its reviews, and the films to go on to.
public struct FilmPage: Sendable {
    public let movie: Movie
    /// How the film is named for saving, logging and reviewing.
    public let film: FilmReference
    public let isSaved: Bool
    public let diary: FilmDiarySummary
    public let reviews: FilmReviewsPage
    /// Its series and films like it, or why the source could not say: extras, so the page stands without.
    public let more: Result<MoreLikeThis, any Error>

    public init(
        movie: Movie, film: FilmReference, isSaved: Bool, diary: FilmDiarySummary, reviews: FilmReviewsPage,
        more: Result<MoreLikeThis, any Error>
    ) {
        self.movie = movie
        self.film = film
        self.isSaved = isSaved
        self.diary = diary
        self.reviews = reviews
        self.more = more
    }
}
