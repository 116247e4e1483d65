/// Discover's part of the JSON API: its operations (`Operation+Discover.swift`) and documents (`Schema+Discover.swift`).
enum DiscoverAPI: FeatureAPI {
    static let operations: [Operation] = [.discover, .person]

    static let schemas: KeyValuePairs<String, Schema> = ["DiscoverResults": .discoverResults, "Person": .person]
}
