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

    private func load(_ page: PageNumber, into state: inout FilmReviewsState) async throws {
        let film = state.film
        var (liked, own): (Set<User.ID>, Review?) = ([], nil)
        if let member {
            (liked, own) = (
                try await reviews.likedReviews(of: film, by: member), try await reviews.review(of: film, by: member)
            )
        }
        state.content = FilmReviewsContent(
            summary: try await reviews.summary(of: film, seenBy: member),
            reviews: try await reviews.reviews(of: film, page: page, seenBy: member),
            ratings: try await reviews.ratingHistogram(of: film), liked: liked, strings: strings)
        (state.own, state.page) = (own, page)
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
