public import Foundation
public import MoviesDomain
import NIOHTTP1

/// Members' ratings and review likes, as the server counts them (`/api/movies/{id}/reviews`). A review's
/// author is known to a client by name (``ServerReviewDTO``), so that is how a like addresses it.
extension ServerMemberStore {
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        let counts = try await reviewsAnswer(film, page: .first).members?.histogram ?? []
        return RatingHistogram(Dictionary(uniqueKeysWithValues: counts.prefix(10).enumerated().map { ($0 + 1, $1) }))
    }

    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        try await client.sendUnlessNotFound(.PUT, likePath(film, author))
    }

    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        try await client.sendUnlessNotFound(.DELETE, likePath(film, author))
    }

    /// The authors the member likes among the first page of the film's reviews, most helpful first.
    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        let reviews = try await reviewsAnswer(film, page: .first).results
        return Set(reviews.filter { $0.liked == true }.compactMap { $0.toDomain()?.author })
    }

    private func likePath(_ film: FilmReference, _ author: User.ID) -> String {
        let name = author.rawValue.hasPrefix("name:") ? String(author.rawValue.dropFirst(5)) : author.rawValue
        return "api/movies/\(Self.segment(film))/reviews/\(ServerMoviesRepository.segment(name))/like"
    }
}
