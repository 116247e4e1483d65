import MoviesDomain
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
    /// The members watched with, by name (a new watch only).
    let with: [String]?
    /// An id of the client's for this log (8 to 64 letters, digits and hyphens): the same log sent again
    /// with it is the watch it made the first time, not a second one.
    let replay: String?

    /// The review as sent is held to the contract's `maxLength` (before its spaces are trimmed).
    var form: WatchForm {
        get throws {
            try SentText.check(review, field: "review", maximum: ReviewDraft.maximumTextLength)
            return unchecked
        }
    }

    private var unchecked: WatchForm {
        var form = WatchForm(
            day: day ?? "", rating: rating.map(String.init) ?? "", isRewatch: rewatch, isLiked: liked ?? false,
            review: review ?? "", hasSpoilers: spoilers ?? false, keepSaved: keepSaved ?? false, tags: tags ?? [])
        form.with = with ?? []
        form.replayID = replay
        return form
    }
}

/// `PUT /api/diary/{id}/with`: the members a watch names, in place of those it named.
struct CompanionsRequest: Decodable {
    let with: [String]
}

/// `PUT /api/diary/visibility`: whether anyone may read the member's diary and statistics.
struct VisibilityRequest: Decodable {
    let `public`: Bool
    /// While the diary is private, whether it shapes friends' picks (nothing said of it).
    let shapesPicks: Bool?
}
