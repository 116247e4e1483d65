public import Foundation
import MoviesAPI
public import MoviesDomain
import NIOHTTP1

/// Members' ratings and review likes, as the server counts them (`/api/movies/{id}/reviews`). A review's
/// author is known to a client by name (``ServerReviewDTO``), so that is how a like addresses it.
extension ServerMemberStore {
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        try await reviewsAnswer(film, page: .first).ratings
    }

    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        try await client.sendUnlessNotFound(.make(.likeReview, film.description, authorName(author)))
    }

    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        try await client.sendUnlessNotFound(.make(.unlikeReview, film.description, authorName(author)))
    }

    /// The authors the member likes among the first page of the film's reviews, most helpful first.
    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        try await reviewsAnswer(film, page: .first).likedAuthors
    }

    /// An author as the server's routes name them: `name:ana` is `ana`.
    private func authorName(_ author: User.ID) -> String {
        author.rawValue.hasPrefix("name:") ? String(author.rawValue.dropFirst(5)) : author.rawValue
    }
}
