import MoviesDomain

/// `POST /api/diary`'s body for a watch logged on the form: what the member said, the rest left to the
/// server (a rewatch not said is told from the diary there; an empty `with` names nobody).
struct ServerLogDTO: Encodable, Sendable {
    let film: String
    /// `unknown` for a day not known.
    let day: String
    let rating: Int?
    let rewatch: Bool?
    let liked: Bool
    let review: String?
    let spoilers: Bool?
    let keepSaved: Bool
    let tags: [String]
    let with: [String]?

    init(_ draft: WatchDraft, of film: FilmReference, with names: [String]) {
        self.film = film.description
        day = draft.day?.description ?? "unknown"
        (rating, rewatch, liked) = (draft.rating, draft.isRewatch, draft.isLiked)
        (review, spoilers) = (draft.review?.text, draft.review?.hasSpoilers)
        keepSaved = draft.keepSaved
        tags = draft.tags.map(\.text)
        with = names.isEmpty ? nil : names
    }
}
