import MoviesDomain

/// `PUT /api/movies/{id}/review`: what a client sends, validated into the Domain's draft.
struct ReviewRequest: Decodable {
    let rating: Int
    let text: String?
    let spoilers: Bool?

    func toDomain() throws -> ReviewDraft {
        try SentText.check(text, field: "text", maximum: ReviewDraft.maximumTextLength)
        return try validating(rating.isOutOfRange ? "rating" : "text") {
            try ReviewDraft(rating: rating, text: text, hasSpoilers: spoilers ?? false)
        }
    }
}

extension Int {
    fileprivate var isOutOfRange: Bool { !ReviewDraft.ratings.contains(self) }
}
