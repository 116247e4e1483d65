/// The JSON API of Search: its operations (`APIOperation+Search.swift`) and documents (`Schema+Search.swift`).
enum SearchAPI: FeatureAPI {
    static let operations: [APIOperation] = [.searchMovies, .suggest, .recentSearches, .forgetRecentSearches, .openAPI]

    static let schemas: KeyValuePairs<String, Schema> = [
        "PersonMatch": .personMatch, "SearchResults": .searchResults, "Suggestions": .suggestions,
        "RecentQueries": .recentQueries,
    ]
}
