public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: ReviewsRepository {
    struct ReviewKey: Hashable {
        let author: User.ID
        let film: FilmReference
    }

    struct StoredReview {
        let film: Review.Film
        let content: ReviewDraft
        let written: Date
        let edited: Date?
    }

    public func write(
        _ content: ReviewDraft, about film: Review.Film, by user: User.ID, at time: Date
    )
        async throws -> Review
    {
        guard accounts[user] != nil else { throw AccountError.notFound }
        let key = ReviewKey(author: user, film: film.reference)
        let earlier = reviews[key]
        reviews[key] = StoredReview(
            film: film, content: content, written: earlier?.written ?? time, edited: earlier == nil ? nil : time)
        rate(film.reference, content.rating, by: user, at: time)
        return review(key)!
    }

    @discardableResult
    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        reviewLikes[ReviewKey(author: user, film: film)] = nil
        return reviews.removeValue(forKey: ReviewKey(author: user, film: film)) != nil
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        review(ReviewKey(author: user, film: film))
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        paged(reviews.keys.filter { $0.film == film }, helpfulFirst: true, page: page, pageSize: pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        let ratings = reviews.filter { $0.key.film == film }.map { Double($0.value.content.rating) }
        guard !ratings.isEmpty else { return .none }
        return ReviewSummary(count: ratings.count, averageRating: ratings.reduce(0, +) / Double(ratings.count))
    }

    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        paged(reviews.keys.filter { $0.author == user }, helpfulFirst: false, page: page, pageSize: pageSize)
    }

    private func paged(_ keys: [ReviewKey], helpfulFirst: Bool, page: PageNumber, pageSize: Int) -> Paged<Review> {
        let all = keys.compactMap(review).sorted {
            helpfulFirst ? ($0.likes, $0.written) > ($1.likes, $1.written) : $0.written > $1.written
        }
        let items = all.dropFirst((page.value - 1) * pageSize).prefix(pageSize)
        return Paged(items: Array(items), page: page.value, pageSize: pageSize, totalCount: all.count)
    }

    private func review(_ key: ReviewKey) -> Review? {
        guard let stored = reviews[key], let author = accounts[key.author]?.user else { return nil }
        return Review(
            author: key.author, authorName: author.name, film: stored.film, content: stored.content,
            written: stored.written, edited: stored.edited, likes: reviewLikes[key]?.count ?? 0)
    }
}
