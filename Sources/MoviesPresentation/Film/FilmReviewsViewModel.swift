public import MoviesDomain

/// A film's reviews: everyone's, a page at a time, and the signed-in member's own to write, edit or
/// delete. A review is addressed by the film and the member, so nobody can touch another's; with no
/// member, the write inputs do nothing.
public actor FilmReviewsViewModel {
    private let reviews: ReviewsUseCase
    private let member: User.ID?
    public let strings: Strings
    public private(set) var state: FilmReviewsState
    private var observers = StateObservers<FilmReviewsState>()

    public init(film: FilmReference, reviews: ReviewsUseCase, member: User.ID?, strings: Strings = .english) {
        self.reviews = reviews
        self.member = member
        self.strings = strings
        state = FilmReviewsState(film: film)
    }

    public func states() -> AsyncStream<FilmReviewsState> {
        observers.add(current: state)
    }

    public func didLoad(page: PageNumber = .first) async {
        await run { [reviews, member, film = state.film] state in
            state.content = FilmReviewsContent(
                summary: try await reviews.summary(of: film), reviews: try await reviews.reviews(of: film, page: page),
                strings: strings)
            state.own = try await member.asyncMap { try await reviews.review(of: film, by: $0) } ?? nil
        }
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
        (next.failure, next.written, next.deleted) = (nil, nil, nil)
        do {
            try await change(&next)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
        observers.send(state)
    }
}

extension Optional where Wrapped: Sendable {
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
