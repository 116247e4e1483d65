public import MoviesDomain

/// A film's screen: its details, whether the member saved it, its reviews (``FilmReviewsViewModel``),
/// its series and films like it. The details are the screen; a failure of the rest leaves it standing.
public actor FilmViewModel {
    private let lookup: FilmLookup
    private let fetchMovieDetails: FetchMovieDetailsUseCase
    private let moreLikeThis: MoreLikeThisUseCase
    private let member: MemberFilms
    private let makeReviews: @Sendable (FilmReference) -> FilmReviewsViewModel
    public let strings: Strings
    public private(set) var state = FilmState()
    private var observers = StateObservers<FilmState>()

    public init(
        _ lookup: FilmLookup, fetchMovieDetails: FetchMovieDetailsUseCase, moreLikeThis: MoreLikeThisUseCase,
        member: MemberFilms, reviews: @escaping @Sendable (FilmReference) -> FilmReviewsViewModel,
        strings: Strings = .english
    ) {
        self.lookup = lookup
        self.fetchMovieDetails = fetchMovieDetails
        self.moreLikeThis = moreLikeThis
        self.member = member
        makeReviews = reviews
        self.strings = strings
    }

    public func states() -> AsyncStream<FilmState> {
        observers.add(current: state)
    }

    /// Loads the film and everything the screen shows after it.
    public func didLoad() async {
        (state.notice, state.saveFailure) = (nil, nil)
        guard let movie = await loadDetails() else { return }
        do {
            let film = member.film(movie.id)
            state.isSaved = try await member.marks(of: [movie.id]).isSaved(movie.id)
            (state.diaryLine, state.hasWatched) = try await member.diaryLine(of: film, strings: strings)
            state.film = film
            let reviews = makeReviews(film)
            await reviews.didLoad()
            state.reviews = await reviews.state
            if let failure = state.reviews?.failure { throw failure }
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
            observers.send(state)
            return
        }
        await loadRows(of: movie)
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

    /// A watch of the film logged through the log form: the diary's line follows, and an undo may take it back.
    public func didLog(_ watch: Watch.ID, unsaved: Bool, notice: String?) async {
        state.undoableLog = FilmState.UndoableLog(watch: watch, unsaved: unsaved)
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
            (state.diaryLine, state.hasWatched) = try await member.diaryLine(of: film, strings: strings)
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
            state.failure = ScreenFailure(error, strings: strings)
            let candidates = (error as? FilmNameNotOne)?.candidates ?? []
            state.candidates = candidates.map { MoviesListItemViewModel(movie: $0, strings: strings) }
            return nil
        }
    }

    private func loadRows(of movie: Movie) async {
        do {
            let more = try await moreLikeThis.execute(for: movie)
            let item = { MoviesListItemViewModel(movie: $0, strings: self.strings) }
            (state.series, state.similar) = (more.series.map(item), more.similar.map(item))
            state.rows = [
                FilmsRow(
                    title: strings.discover.series, items: state.series, current: movie.id,
                    currentLabel: strings.discover.thisFilm),
                FilmsRow(title: strings.discover.moreLikeThis, items: state.similar),
            ].filter { !$0.items.isEmpty }
        } catch {
            state.rowsFailure = ScreenFailure(error, strings: strings)
        }
    }
}
