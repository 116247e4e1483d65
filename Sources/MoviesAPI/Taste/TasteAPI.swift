/// The JSON API of Taste: its operations (`APIOperation+Taste.swift`) and documents (`Schema+Taste.swift`).
enum TasteAPI: FeatureAPI {
    static let operations: [APIOperation] = [.getForYou, .dismissFilm, .undismissFilm, .getPick]

    static let schemas: KeyValuePairs<String, Schema> = [
        "ForYou": .forYou, "Pick": .pick, "RecommendationReasons": .recommendationReasons,
    ]
}
