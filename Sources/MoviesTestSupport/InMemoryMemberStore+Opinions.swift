public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: MemberOpinionsRepository {
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        var counts: [Int: Int] = [:]
        for (key, given) in filmRatings where key.film == film { counts[given.rating, default: 0] += 1 }
        return RatingHistogram(counts)
    }

    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        let key = ReviewKey(author: author, film: film)
        guard reviews[key] != nil else { return false }
        guard accounts[member] != nil else { throw AccountError.notFound }
        reviewLikes[key, default: []].insert(member)
        return true
    }

    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        reviewLikes[ReviewKey(author: author, film: film)]?.remove(member) != nil
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        Set(reviewLikes.filter { $0.key.film == film && $0.value.contains(member) }.map(\.key.author))
    }
}
