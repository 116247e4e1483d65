public import MoviesDomain

/// A film's reviews: everyone's, a page at a time, and the signed-in member's own to write, edit or
/// delete. A review is addressed by the film and the member, so nobody can touch another's; with no
/// member, the write inputs do nothing.
public actor FilmReviewsViewModel {
    private let reviews: any FilmReviewsService
    private let member: User.ID?
    public let strings: Strings
    public private(set) var state: FilmReviewsState
    private var observers = StateObservers<FilmReviewsState>()

    public init(film: FilmReference, reviews: any FilmReviewsService, member: User.ID?, strings: Strings = .english) {
        self.reviews = reviews
        self.member = member
        self.strings = strings
        state = FilmReviewsState(film: film)
    }

    public func states() -> AsyncStream<FilmReviewsState> {
        observers.add(current: state)
    }

    public func didLoad(page: PageNumber = .first) async {
        await run { state in try await self.load(page, into: &state) }
    }

    /// The member finds the review by the member named `author` helpful (or, `liked` false, no longer
    /// does); the page of reviews is read again with its counts.
    public func didLike(authorNamed author: String, _ liked: Bool = true) async {
        guard let member else { return }
        await run { [reviews, film = state.film] state in
            guard let author = try? UserName(stored: author) else { throw ReviewLikeError.noSuchReview }
            if liked {
                try await reviews.like(reviewOf: film, byPersonNamed: author, from: member)
                state.likeChanged = true
            } else {
                state.likeChanged = try await reviews.unlike(reviewOf: film, byPersonNamed: author, from: member)
            }
            try await self.load(state.page, into: &state)
        }
    }

    /// Shows a page of reviews read with the film's page, asking nothing more.
    public func didRead(_ reviews: FilmReviewsPage, page: PageNumber) async {
        await run { state in self.show(reviews, page: page, in: &state) }
    }

    private func load(_ page: PageNumber, into state: inout FilmReviewsState) async throws {
        show(try await reviews.page(of: state.film, page: page, seenBy: member), page: page, in: &state)
    }

    private func show(_ reviews: FilmReviewsPage, page: PageNumber, in state: inout FilmReviewsState) {
        state.content = FilmReviewsContent(
            summary: reviews.summary, reviews: reviews.reviews, ratings: reviews.ratings, liked: reviews.liked,
            strings: strings)
        (state.own, state.page) = (reviews.own, page)
    }

    /// Publishes the member's review, or replaces the one they wrote.
    public func didWrite(_ draft: ReviewDraft) async {
        guard let member else { return }
        await run { [reviews, film = state.film] state in
            let review = try await reviews.write(draft, about: film, by: member)
            (state.written, state.own) = (review, review)
        }
    }

    public func didDelete() async {
        guard let member else { return }
        await run { [reviews, film = state.film] state in
            state.deleted = try await reviews.delete(reviewOf: film, by: member)
            state.own = nil
        }
    }

    private func run(_ change: (inout FilmReviewsState) async throws -> Void) async {
        var next = state
        (next.failure, next.written, next.deleted, next.likeChanged) = (nil, nil, nil, nil)
        do {
            try await change(&next)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
        observers.send(state)
    }
}
