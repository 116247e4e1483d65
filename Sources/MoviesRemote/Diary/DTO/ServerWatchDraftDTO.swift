import MoviesDomain

/// `POST /api/diary`'s and `PUT /api/diary/{id}`'s body: what the member said of a watch. A review and the
/// saved film are the client's to write (through their own routes), so neither travels here.
struct ServerWatchDraftDTO: Encodable, Sendable {
    let film: String?
    let day: String
    let rating: Int?
    let rewatch: Bool
    let liked: Bool
    let keepSaved: Bool?
    /// A new watch's review, written with it.
    let review: String?
    let spoilers: Bool?
    let tags: [String]

    init(film: FilmReference?, details: WatchDetails, review: WatchReview? = nil) {
        self.review = review?.text
        tags = details.tags.map(\.text)
        spoilers = review?.hasSpoilers
        self.film = film?.description
        day = details.day?.description ?? "unknown"
        rating = details.rating
        rewatch = details.isRewatch
        liked = details.isLiked
        keepSaved = film == nil ? nil : true
    }
}
