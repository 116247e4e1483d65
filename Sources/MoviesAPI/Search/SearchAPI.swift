/// Search's part of the JSON API: its operations (`Operation+Search.swift`) and documents (`Schema+Search.swift`).
enum SearchAPI: FeatureAPI {
    static let operations: [Operation] = [.searchMovies, .suggest, .recentSearches, .forgetRecentSearches, .openAPI]

    static let schemas: KeyValuePairs<String, Schema> = [
        "PersonMatch": .personMatch, "SearchResults": .searchResults, "Suggestions": .suggestions,
        "RecentQueries": .recentQueries,
    ]
}
