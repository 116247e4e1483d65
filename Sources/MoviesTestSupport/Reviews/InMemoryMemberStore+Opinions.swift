public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: MemberOpinionsRepository {
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        var counts: [Int: Int] = [:]
        for (key, given) in filmRatings where key.film == film && publicDiaries.contains(key.member) {
            counts[given.rating, default: 0] += 1
        }
        return RatingHistogram(counts)
    }

    public func like(
        reviewOf film: FilmReference, by author: User.ID, from member: User.ID, at time: Date
    ) async throws
        -> Bool
    {
        guard let newest = newestReviewed(of: film, by: author) else { return false }
        guard accounts[member] != nil else { throw AccountError.notFound }
        reviewLikes[newest.id, default: [:]][member] = reviewLikes[newest.id]?[member] ?? time
        return true
    }

    public func unlike(reviewOf film: FilmReference, by author: User.ID, from member: User.ID) async throws -> Bool {
        var removed = false
        for watch in watches.values where watch.member == author && watch.film.reference == film {
            if reviewLikes[watch.id]?.removeValue(forKey: member) != nil { removed = true }
        }
        return removed
    }

    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        Set(
            reviewLikes.filter { $0.value[member] != nil }.compactMap { watches[$0.key] }
                .filter { $0.film.reference == film && $0.review != nil }.map(\.member))
    }
}
