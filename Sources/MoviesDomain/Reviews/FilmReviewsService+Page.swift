extension FilmReviewsService {
    /// Page `page` of the film's reviews, read part by part.
    public func page(of film: FilmReference, page: PageNumber, seenBy viewer: User.ID?) async throws -> FilmReviewsPage
    {
        var (liked, own): (Set<User.ID>, Review?) = ([], nil)
        if let viewer {
            (liked, own) = (try await likedReviews(of: film, by: viewer), try await review(of: film, by: viewer))
        }
        return FilmReviewsPage(
            summary: try await summary(of: film, seenBy: viewer),
            reviews: try await reviews(of: film, page: page, seenBy: viewer),
            ratings: try await ratingHistogram(of: film), liked: liked, own: own)
    }
}
