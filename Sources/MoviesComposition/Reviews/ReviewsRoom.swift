import MoviesDomain
import MoviesRemote

/// Reviews: over a store the use case; over a server its reads, and one request a write.
struct ReviewsRoom: Sendable {
    let reviews: ReviewsUseCase
    let filmReviews: any FilmReviewsService

    init(_ parts: RoomParts) {
        reviews = ReviewsUseCase(
            reviews: parts.members, diary: parts.diary, opinions: parts.members, users: parts.members,
            follows: parts.follows, films: parts.films, comments: parts.comments)
        filmReviews = parts.server.map { [reviews] in ServerFilmReviews(reading: reviews, client: $0) } ?? reviews
    }
}

extension AppContainer {
    var reviews: ReviewsUseCase { reviewsRoom.reviews }
    /// A film's reviews screen: over a store the use case; over a server one read a page, one request a write.
    var filmReviews: any FilmReviewsService { reviewsRoom.filmReviews }
}
