public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: ReviewsRepository {
    public func write(
        _ content: ReviewDraft, on watch: Watch.ID, by user: User.ID, at time: Date
    ) async throws -> Review? {
        guard let kept = watches[watch], kept.member == user else { return nil }
        guard
            let details = WatchDetails(
                storedDay: kept.details.day, rating: content.rating, isRewatch: kept.details.isRewatch,
                isLiked: kept.details.isLiked)
        else { return nil }
        var changed = kept.with(details)
        changed.review = WatchReview(
            content, written: kept.review?.written ?? time, edited: kept.review == nil ? nil : time)
        watches[watch] = changed
        return review(of: changed)
    }

    @discardableResult
    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        guard let newest = newestReviewed(of: film, by: user) else { return false }
        watches[newest.id]?.review = nil
        reviewLikes[newest.id] = nil
        comments = comments.filter { $0.value.subject != newest.id.rawValue }
        return true
    }

    public func review(_ watch: Watch.ID) async throws -> Review? {
        watches[watch].flatMap(review)
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        newestReviewed(of: film, by: user).flatMap(review)
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        paged(newestReviews(of: film), helpfulFirst: true, page: page, pageSize: pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        let ratings = newestReviews(of: film).compactMap(\.details.rating).map(Double.init)
        guard !ratings.isEmpty else { return .none }
        return ReviewSummary(count: ratings.count, averageRating: ratings.reduce(0, +) / Double(ratings.count))
    }

    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        let reviewed = watches.values.filter { $0.member == user && $0.review != nil }
        return paged(reviewed, helpfulFirst: false, page: page, pageSize: pageSize)
    }

    /// The member's newest watch of the film that has a review.
    func newestReviewed(of film: FilmReference, by member: User.ID) -> Watch? {
        watches.values.filter { $0.member == member && $0.film.reference == film && $0.review != nil }
            .min { $0.isNewer(than: $1) }
    }

    private func newestReviews(of film: FilmReference) -> [Watch] {
        let members = Set(watches.values.filter { $0.film.reference == film && $0.review != nil }.map(\.member))
        return members.compactMap { newestReviewed(of: film, by: $0) }
    }

    private func paged(_ reviewed: [Watch], helpfulFirst: Bool, page: PageNumber, pageSize: Int) -> Paged<Review> {
        let all = reviewed.compactMap(review).sorted {
            helpfulFirst ? ($0.likes, $0.written) > ($1.likes, $1.written) : $0.written > $1.written
        }
        let items = all.dropFirst((page.value - 1) * pageSize).prefix(pageSize)
        return Paged(items: Array(items), page: page.value, pageSize: pageSize, totalCount: all.count)
    }

    private func review(of watch: Watch) -> Review? {
        guard let written = watch.review, let content = written.content(rating: watch.details.rating),
            let author = accounts[watch.member]?.user
        else { return nil }
        return Review(
            watch: watch.id, day: watch.details.day, author: watch.member, authorName: author.name,
            film: Review.Film(
                reference: watch.film.reference, title: watch.film.title, year: watch.film.year,
                posterPath: watch.film.posterPath),
            content: content, written: written.written, edited: written.edited,
            likes: reviewLikes[watch.id]?.count ?? 0,
            comments: comments.values.count { $0.subject == watch.id.rawValue })
    }
}
