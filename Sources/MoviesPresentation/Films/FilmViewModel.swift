public import MoviesDomain

/// A film's screen: its details, whether the member saved it, its reviews (``FilmReviewsViewModel``),
/// its series and films like it. The details are the screen; a failure of the rest leaves it standing.
public actor FilmViewModel {
    private let lookup: FilmLookup
    private let fetchMovieDetails: FetchMovieDetailsUseCase
    private let pages: any FilmPageReading
    private let moreLikeThis: MoreLikeThisUseCase
    private let member: MemberFilms
    private let makeReviews: @Sendable (FilmReference) -> FilmReviewsViewModel
    public let strings: Strings
    public private(set) var state = FilmState()
    private var observers = StateObservers<FilmState>()

    public init(
        _ lookup: FilmLookup, fetchMovieDetails: FetchMovieDetailsUseCase, pages: any FilmPageReading,
        moreLikeThis: MoreLikeThisUseCase, member: MemberFilms,
        reviews: @escaping @Sendable (FilmReference) -> FilmReviewsViewModel,
        strings: Strings = .english
    ) {
        self.lookup = lookup
        self.fetchMovieDetails = fetchMovieDetails
        self.pages = pages
        self.moreLikeThis = moreLikeThis
        self.member = member
        makeReviews = reviews
        self.strings = strings
    }

    public func states() -> AsyncStream<FilmState> {
        observers.add(current: state)
    }

    /// Loads the film and everything the screen shows after it (page `reviews` of its reviews): one read
    /// of its page.
    public func didLoad(reviews reviewsPage: PageNumber = .first) async {
        (state.notice, state.saveFailure) = (nil, nil)
        let page: FilmPage
        do {
            page = try await lookup.page(
                using: fetchMovieDetails, pages: pages, member: member.member, reviews: reviewsPage)
        } catch {
            show(error)
            return observers.send(state)
        }
        (state.movie, state.details, state.failure) = (
            page.movie, MovieDetailsContent(movie: page.movie, strings: strings), nil
        )
        (state.film, state.isSaved) = (page.film, page.isSaved)
        show(page.diary)
        let reviews = makeReviews(page.film)
        await reviews.didRead(page.reviews, page: reviewsPage)
        state.reviews = await reviews.state
        show(page.more, of: page.movie)
        observers.send(state)
    }

    /// Saves the film, or removes it if the member saved it; the notice says which.
    public func didToggleSaved() async {
        guard let id = state.movie?.id else { return }
        do {
            let now = try await member.toggle(id, isSaved: state.isSaved, strings: strings)
            (state.isSaved, state.notice, state.saveFailure) = (now.isSaved, now.notice, nil)
        } catch {
            (state.notice, state.saveFailure) = (nil, ScreenFailure(error, strings: strings))
        }
        observers.send(state)
    }

    /// A watch of the film logged through the log form: the diary's line follows, and an undo may take it
    /// back (not a log that gave an earlier watch its day: that watch is edited in the diary).
    public func didLog(_ watch: Watch.ID, unsaved: Bool, notice: String?, gaveDay: Bool = false) async {
        state.undoableLog = gaveDay ? nil : FilmState.UndoableLog(watch: watch, unsaved: unsaved)
        await refreshMemberPart(notice: notice)
    }

    /// Takes back the watch logged last from this screen, and saves the film again if logging removed it.
    public func didUndoLog() async {
        guard let log = state.undoableLog, let film = state.film else { return }
        do {
            try await member.undoLog(log.watch, of: film, resave: log.unsaved)
            state.undoableLog = nil
            await refreshMemberPart(notice: strings.members.undone)
        } catch {
            (state.notice, state.saveFailure) = (nil, ScreenFailure(error, strings: strings))
            observers.send(state)
        }
    }

    private func refreshMemberPart(notice: String?) async {
        guard let film = state.film, let id = state.movie?.id else { return }
        do {
            show(try await member.diarySummary(of: film))
            state.isSaved = try await member.marks(of: [id]).isSaved(id)
            (state.notice, state.saveFailure) = (notice, nil)
        } catch {
            (state.notice, state.saveFailure) = (nil, ScreenFailure(error, strings: strings))
        }
        observers.send(state)
    }

    /// Loads the film's details alone (what `/api/movies/{id}` answers).
    public func didLoadDetails() async {
        _ = await loadDetails()
        observers.send(state)
    }

    /// Loads the details and the rows after them, without the member's part.
    public func didLoadRows() async {
        guard let movie = await loadDetails() else { return observers.send(state) }
        await loadRows(of: movie)
        observers.send(state)
    }

    private func loadDetails() async -> Movie? {
        do {
            let movie = try await lookup.movie(using: fetchMovieDetails)
            (state.movie, state.details, state.failure) = (
                movie, MovieDetailsContent(movie: movie, strings: strings), nil
            )
            return movie
        } catch {
            show(error)
            return nil
        }
    }

    /// What the member's diary says of the film, and what a new watch logged of it is by default.
    private func show(_ diary: FilmDiarySummary) {
        state.diary = diary
        state.diaryLine = MemberFilms.diaryLine(of: diary, strings: strings)
        state.hasWatched = diary.timesWatched > 0
        // A watch of no day takes the day of the next one logged (the one rule): only a watch of a day
        // makes the next a rewatch.
        state.logIsRewatch = diary.lastDay != nil
    }

    /// Why the film could not be shown, with the films words might have named.
    private func show(_ error: any Error) {
        state.failure = ScreenFailure(error, strings: strings)
        let candidates = (error as? FilmNameNotOne)?.candidates ?? []
        state.candidates = candidates.map { MoviesListItemViewModel(movie: $0, strings: strings) }
    }

    private func loadRows(of movie: Movie) async {
        show(await moreLikeThis.outcome(for: movie), of: movie)
    }

    private func show(_ more: Result<MoreLikeThis, any Error>, of movie: Movie) {
        switch more {
        case .success(let more):
            let item = { MoviesListItemViewModel(movie: $0, strings: self.strings) }
            (state.series, state.similar) = (more.series.map(item), more.similar.map(item))
            state.rows = [
                FilmsRow(
                    title: strings.discover.series, items: state.series, current: movie.id,
                    currentLabel: strings.discover.thisFilm),
                FilmsRow(title: strings.discover.moreLikeThis, items: state.similar),
            ].filter { !$0.items.isEmpty }
        case .failure(let error):
            state.rowsFailure = ScreenFailure(error, strings: strings)
        }
    }
}
