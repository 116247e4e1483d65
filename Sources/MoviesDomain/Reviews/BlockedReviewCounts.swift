/// What a reader does not see of reviews because of a block, either way, taken out of what is counted for
/// them: the reviews of members blocked, out of a film's count and average; their comments, out of each
/// review's count. A reader with no block reads the counts as kept.
struct BlockedReviewCounts: Sendable {
    let reviews: any ReviewsRepository
    let follows: any FollowsRepository
    let comments: (any CommentsRepository)?

    /// The film's count and average without the reviews of members blocked either way with `viewer`.
    func summary(of film: FilmReference, seenBy viewer: User.ID?) async throws -> ReviewSummary {
        let summary = try await reviews.summary(of: film)
        guard let viewer, summary.count > 0 else { return summary }
        var (count, total) = (summary.count, (summary.averageRating ?? 0) * Double(summary.count))
        for hidden in try await follows.blockedEitherWay(with: viewer) {
            guard let review = try await reviews.review(of: film, by: hidden) else { continue }
            count -= 1
            total -= Double(review.content.rating)
        }
        return ReviewSummary(count: count, averageRating: count > 0 ? total / Double(count) : nil)
    }

    /// Each review with the comments `viewer` sees of it counted.
    func counted(_ shown: [Review], seenBy viewer: User.ID?) async throws -> [Review] {
        guard let viewer, let comments, shown.contains(where: { $0.comments > 0 }),
            try await !follows.blockedEitherWay(with: viewer).isEmpty
        else { return shown }
        var counted: [Review] = []
        for review in shown {
            guard review.comments > 0 else {
                counted.append(review)
                continue
            }
            let subject = CommentSubject(
                id: review.watch.rawValue, kind: .review, owner: review.author, ownerName: review.authorName,
                title: review.film.title, film: review.film.reference)
            let seen = try await comments.comments(on: subject, seenBy: viewer, page: .first, pageSize: 1)
            counted.append(review.counting(comments: seen.totalCount))
        }
        return counted
    }
}
