public import MoviesDomain

/// For you (`/for-you`, a row on the home page, `/api/for-you`, `movies for-you`): films from the
/// member's own ratings, each with why, and setting one aside ("not interested") for good.
public actor ForYouViewModel {
    private let member: User.ID
    /// Nil where films cannot be scored: the screen says so.
    private let forYou: (any ForYouProviding)?
    private let films: FilmReference.Source
    public let strings: Strings
    public private(set) var state = ForYouState() {
        didSet { observers.send(state) }
    }
    private var observers = StateObservers<ForYouState>()

    public init(
        member: User.ID, forYou: (any ForYouProviding)?, films: FilmReference.Source, strings: Strings = .english
    ) {
        self.member = member
        self.forYou = forYou
        self.films = films
        self.strings = strings
    }

    /// The screen's states, its current one first (the terminal app follows them).
    public func states() -> AsyncStream<ForYouState> {
        observers.add(current: state)
    }

    public func didLoad() async {
        await settle { _ in nil }
    }

    /// The member is not interested in the film: it goes, for good (``didUndo(_:)`` brings it back).
    public func didDismiss(_ film: FilmReference, title: String) async {
        await settle { [member, strings] forYou in
            _ = try await forYou.dismiss(film, by: member)
            return (strings.forYou.dismissed(title), film)
        }
    }

    public func didUndo(_ film: FilmReference, title: String) async {
        await settle { [member, strings] forYou in
            _ = try await forYou.undismiss(film, by: member)
            return (strings.forYou.restored(title), nil)
        }
    }

    private func settle(_ change: @Sendable (any ForYouProviding) async throws -> (String, FilmReference?)?) async {
        var next = ForYouState()
        let words = strings.forYou
        next.heading = words.heading
        next.emptyText = words.nothing
        guard let forYou else {
            next.emptyText = words.unavailable
            // Over TMDB or another server: a 404 of its own, said in one line.
            next.failure = ScreenFailure(
                kind: .notFound, code: "for_you_unavailable", message: words.unavailable,
                detail: "For you is made from the catalog's films over a store")
            state = next
            return
        }
        do {
            if let (notice, changed) = try await change(forYou) { (next.notice, next.changed) = (notice, changed) }
            let found = try await forYou.forYou(member, limit: ForYouUseCase.count)
            next.forYou = found
            next.intro = found.isPersonal ? words.personal(found.rated) : words.needsMore(found.ratingsNeeded)
            next.rows = found.films.map { row($0, personal: found.isPersonal) }
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    private func row(_ recommendation: Recommendation, personal: Bool) -> ForYouState.Row {
        let movie = recommendation.movie
        return ForYouState.Row(
            recommendation: recommendation, film: FilmReference(source: films, movieID: movie.id), title: movie.title,
            year: movie.releaseDate.year, posterPath: movie.posterPath,
            likelyText: personal ? strings.forYou.likely(Int(recommendation.predicted.rounded())) : nil,
            reasons: recommendation.reasons.map(strings.reason))
    }
}
