/// The JSON API of Discover: its operations (`APIOperation+Discover.swift`) and documents (`Schema+Discover.swift`).
enum DiscoverAPI: FeatureAPI {
    static let operations: [APIOperation] = [.discover, .person]

    static let schemas: KeyValuePairs<String, Schema> = ["DiscoverResults": .discoverResults, "Person": .person]
}
