import Foundation
public import MoviesDomain

/// A review as programs read it.
public struct ReviewDocument: JSONDocument {
    public let review: Review
    /// Whether the member asking likes it; left out when nobody signed in asks.
    public let liked: Bool?

    public init(_ review: Review, liked: Bool? = nil) {
        self.review = review
        self.liked = liked
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            // The watch it is on (a review's id), and that watch's day (left out when not known).
            json.member("watch", review.watch.rawValue)
            json.member("day", review.day?.description)
            json.member("author", review.authorName.text)
            json.key("film")
            json.object { json in
                // `catalog:17738`, `tmdb:155`.
                json.member("id", review.film.reference.description)
                json.member("title", review.film.title)
                json.member("year", review.film.year)
            }
            // Its watch's: 1 to 10, and as stars out of five (3.5 for 7).
            json.member("rating", review.content.rating)
            json.member("stars", review.content.stars)
            json.member("text", review.content.text)
            json.member("spoilers", review.content.hasSpoilers)
            json.member("written", review.written.formatted(.iso8601))
            json.member("edited", review.edited?.formatted(.iso8601))
            // How many members found it helpful.
            json.member("likes", review.likes)
            // How many comments are under it (`movies comments WATCH`, `/api/comments?on=WATCH`).
            json.member("comments", review.comments)
            if let liked { json.member("liked", liked) }
        }
    }
}

/// A page of a film's reviews with their summary.
public struct ReviewsDocument: JSONDocument {
    public let film: FilmReference
    public let content: FilmReviewsContent
    /// Whether a member asks: each review then says whether they like it.
    public let signedIn: Bool
    /// The review of the member asking, when they wrote one.
    public let own: Review?

    public init(film: FilmReference, content: FilmReviewsContent, signedIn: Bool = false, own: Review? = nil) {
        self.film = film
        self.content = content
        self.signedIn = signedIn
        self.own = own
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("film", film.description)
            json.member("count", content.summary.count)
            // Out of 10; left out with no reviews.
            json.member("averageRating", content.summary.averageRating)
            // Every member's rating of the film (a diary's or a review's), counted: 1 (½★) to 10 (★★★★★).
            let histogram = content.ratings.histogram
            json.key("members")
            json.object { json in
                json.member("count", histogram.total)
                json.member("averageRating", histogram.average)
                json.member("histogram", histogram.counts)
            }
            json.member("page", content.page)
            json.member("totalPages", content.totalPages)
            json.member("results", content.items.map { ReviewDocument($0.review, liked: signedIn ? $0.isLiked : nil) })
            json.member("own", own.map { ReviewDocument($0) })
        }
    }
}
