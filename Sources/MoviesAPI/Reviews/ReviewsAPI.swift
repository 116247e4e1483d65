/// Reviews's part of the JSON API: its operations (`Operation+Reviews.swift`) and documents (`Schema+Reviews.swift`).
enum ReviewsAPI: FeatureAPI {
    static let operations: [Operation] = [.writeReview, .deleteReview, .reviews, .likeReview, .unlikeReview]

    static let schemas: KeyValuePairs<String, Schema> = [
        "Review": .review, "Reviews": .reviews, "ReviewDraft": .reviewDraft,
    ]
}
