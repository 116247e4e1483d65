import MoviesPresentation

/// `POST /api/diary` and `PUT /api/diary/{id}`: a watch as a client sends it, read as the form is. An
/// absent day is today and `"unknown"` a day not known; an absent rewatch lets the diary say.
struct WatchRequest: Decodable {
    /// The film (`catalog:17738`, `tmdb:155` or `17738`); only a new watch names one.
    let film: String?
    let day: String?
    let rating: Int?
    let rewatch: Bool?
    let liked: Bool?
    let review: String?
    let spoilers: Bool?
    let keepSaved: Bool?
    let tags: [String]?

    var form: WatchForm {
        WatchForm(
            day: day ?? "", rating: rating.map(String.init) ?? "", isRewatch: rewatch, isLiked: liked ?? false,
            review: review ?? "", hasSpoilers: spoilers ?? false, keepSaved: keepSaved ?? false, tags: tags ?? [])
    }
}

/// `PUT /api/diary/visibility`: whether anyone may read the member's diary and statistics.
struct VisibilityRequest: Decodable {
    let `public`: Bool
}
