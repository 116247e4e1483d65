/// A film's page read part by part: its details first (a film that is not there is the page's failure),
/// then the member's marks, its reviews and the films to go on to.
public struct FilmPageUseCase: FilmPageReading {
    private let details: FetchMovieDetailsUseCase
    private let savedFilms: SavedFilmsUseCase
    /// Nil where no diary is kept.
    private let diary: DiaryUseCase?
    private let reviews: any FilmReviewsService
    private let moreLikeThis: MoreLikeThisUseCase

    public init(
        details: FetchMovieDetailsUseCase, savedFilms: SavedFilmsUseCase, diary: DiaryUseCase?,
        reviews: any FilmReviewsService, moreLikeThis: MoreLikeThisUseCase
    ) {
        self.details = details
        self.savedFilms = savedFilms
        self.diary = diary
        self.reviews = reviews
        self.moreLikeThis = moreLikeThis
    }

    public func page(of id: Movie.ID, for member: User.ID?, reviews page: PageNumber) async throws -> FilmPage {
        let movie = try await details.execute(id: id)
        let film = savedFilms.reference(to: movie.id)
        var (isSaved, summary) = (false, FilmDiarySummary.none)
        if let member {
            isSaved = try await savedFilms.saved(among: [movie.id], for: member).contains(movie.id)
            if let diary { summary = try await diary.summary(of: film, for: member) }
        }
        let reviews = try await reviews.page(of: film, page: page, seenBy: member)
        return FilmPage(
            movie: movie, film: film, isSaved: isSaved, diary: summary, reviews: reviews,
            more: await moreLikeThis.outcome(for: movie))
    }
}
