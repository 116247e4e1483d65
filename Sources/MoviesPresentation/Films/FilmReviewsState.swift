public import MoviesDomain

/// What a film's reviews show: the summary and a page of reviews, the member's own review (to edit it),
/// and what the last write did.
public struct FilmReviewsState: Sendable {
    public let film: FilmReference
    public var content: FilmReviewsContent?
    /// The signed-in member's review of the film, if they wrote one.
    public var own: Review?
    /// The review the last ``FilmReviewsViewModel/didWrite(_:)`` published.
    public var written: Review?
    /// Whether the last ``FilmReviewsViewModel/didDelete()`` found a review to delete.
    public var deleted: Bool?
    /// Whether the last ``FilmReviewsViewModel/didLike(authorNamed:_:)`` was taken.
    public var likeChanged: Bool?
    /// The page of reviews shown.
    public var page = PageNumber.first
    public var failure: ScreenFailure?

    public init(film: FilmReference) {
        self.film = film
    }
}
