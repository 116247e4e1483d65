import Foundation
import MoviesData
import MoviesDomain

/// `#/components/schemas/Review` and `Reviews`.
struct ServerReviewDTO: Decodable, Sendable {
    struct FilmDTO: Decodable, Sendable {
        let id: String
        let title: String
        let year: Int?
    }

    /// The watch it is on (its id), and that watch's day.
    let watch: String?
    let day: String?
    let author: String
    let film: FilmDTO
    let rating: Int
    let text: String?
    let spoilers: Bool
    let written: String
    let edited: String?
    let likes: Int?
    /// Whether the member asking likes it.
    let liked: Bool?
    /// How many comments are under it; a server before comments leaves it out.
    let comments: Int?

    /// The author is known by name only: the id stands for it.
    func toDomain() -> Review? {
        guard let name = try? UserName(stored: author),
            let reference = try? FilmReference(film.id, bareNumbers: .catalog),
            let content = ReviewDraft(storedRating: rating, text: text, hasSpoilers: spoilers)
        else { return nil }
        return Review(
            watch: Watch.ID(watch ?? ""), day: day.flatMap { try? CalendarDay($0) },
            author: User.ID("name:\(author)"), authorName: name,
            film: Review.Film(reference: reference, title: film.title, year: film.year), content: content,
            written: Self.date(written) ?? Date(timeIntervalSince1970: 0), edited: edited.flatMap(Self.date),
            likes: likes ?? 0, comments: comments ?? 0)
    }

    private static func date(_ text: String) -> Date? { try? Date(text, strategy: .iso8601) }
}

struct ServerReviewsDTO: Decodable, Sendable {
    struct MembersDTO: Decodable, Sendable {
        let histogram: [Int]
    }

    let count: Int
    let averageRating: Double?
    let members: MembersDTO?
    let page: Int
    let totalPages: Int
    let results: [ServerReviewDTO]
    /// The asker's own review; a server before it leaves it out.
    let own: ServerReviewDTO?

    /// Every member's rating of the film, counted.
    var ratings: RatingHistogram {
        let counts = members?.histogram ?? []
        return RatingHistogram(Dictionary(uniqueKeysWithValues: counts.prefix(10).enumerated().map { ($0 + 1, $1) }))
    }

    /// The page as the reviews' screen reads it.
    var reviewsPage: FilmReviewsPage {
        FilmReviewsPage(
            summary: ReviewSummary(count: count, averageRating: averageRating),
            reviews: Paged(
                items: results.compactMap { $0.toDomain() }, page: page, pageSize: ReviewsUseCase.pageSize,
                totalCount: count),
            ratings: ratings, liked: likedAuthors, own: own?.toDomain())
    }

    /// The authors of this page's reviews the member asking likes.
    var likedAuthors: Set<User.ID> {
        Set(results.filter { $0.liked == true }.compactMap { $0.toDomain()?.author })
    }
}

/// `PUT /api/movies/{filmId}/review`'s body.
struct ServerReviewDraftDTO: Encodable, Sendable {
    let rating: Int
    let text: String?
    let spoilers: Bool
}

/// The reviews of `/api/members/{name}` (a profile), with how many there are.
struct ServerProfileReviewsDTO: Decodable, Sendable {
    struct Counts: Decodable, Sendable {
        let reviews: Int
    }

    let counts: Counts
    let reviews: [ServerReviewDTO]
}
