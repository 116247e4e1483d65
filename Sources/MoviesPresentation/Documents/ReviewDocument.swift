import Foundation
public import MoviesDomain

/// A review as programs read it.
public struct ReviewDocument: Equatable, Sendable {
    public struct Film: Equatable, Sendable {
        /// `catalog:17738`, `tmdb:155`.
        public let id: String
        public let title: String
        public let year: Int?
    }

    public let author: String
    public let film: Film
    /// 1 to 10.
    public let rating: Int
    /// The rating as stars out of five (3.5 for 7).
    public let stars: Double
    public let text: String?
    public let spoilers: Bool
    /// ISO 8601.
    public let written: String
    public let edited: String?

    public init(_ review: Review) {
        author = review.authorName.text
        film = Film(id: review.film.reference.description, title: review.film.title, year: review.film.year)
        rating = review.content.rating
        stars = review.content.stars
        text = review.content.text
        spoilers = review.content.hasSpoilers
        written = review.written.formatted(.iso8601)
        edited = review.edited?.formatted(.iso8601)
    }
}

/// A page of a film's reviews with their summary.
public struct ReviewsDocument: Equatable, Sendable {
    public let film: String
    public let count: Int
    /// Out of 10; nil with no reviews.
    public let averageRating: Double?
    public let page: Int
    public let totalPages: Int
    public let results: [ReviewDocument]

    public init(film: FilmReference, content: FilmReviewsContent) {
        self.film = film.description
        count = content.summary.count
        averageRating = content.summary.averageRating
        page = content.page
        totalPages = content.totalPages
        results = content.items.map { ReviewDocument($0.review) }
    }
}
