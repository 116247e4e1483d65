/// Taste's part of the JSON API: its operations (`Operation+Taste.swift`) and documents (`Schema+Taste.swift`).
enum TasteAPI: FeatureAPI {
    static let operations: [Operation] = [.getForYou, .dismissFilm, .undismissFilm, .getPick]

    static let schemas: KeyValuePairs<String, Schema> = [
        "ForYou": .forYou, "Pick": .pick, "RecommendationReasons": .recommendationReasons,
    ]
}
