/// The JSON API of Reviews: its operations (`APIOperation+Reviews.swift`) and documents (`Schema+Reviews.swift`).
enum ReviewsAPI: FeatureAPI {
    static let operations: [APIOperation] = [.writeReview, .deleteReview, .reviews, .likeReview, .unlikeReview]

    static let schemas: KeyValuePairs<String, Schema> = [
        "Review": .review, "Reviews": .reviews, "ReviewDraft": .reviewDraft,
    ]
}
