import Foundation
import MoviesData
import MoviesDomain

extension MemberStore {
    /// Writes the member's review of a film as the review use case does: on their newest watch of it, or on
    /// a new watch of no known day rated with it.
    @discardableResult
    func write(_ content: ReviewDraft, about film: Review.Film, by user: User.ID, at time: Date) async throws -> Review
    {
        if let newest = try await watches(of: film.reference, by: user).first,
            let review = try await write(content, on: newest.id, by: user, at: time)
        {
            return review
        }
        let watched = WatchedFilm(
            reference: film.reference, title: film.title, year: film.year, posterPath: film.posterPath, runtime: nil,
            genres: [], directors: [], cast: [])
        let details = try WatchDetails(day: nil, rating: content.rating, isRewatch: false, isLiked: false)
        try await add(
            Watch(
                id: .make(), member: user, film: watched, details: details, logged: time,
                review: WatchReview(content, written: time)))
        guard let review = try await review(of: film.reference, by: user) else { throw AccountError.notFound }
        return review
    }
}
