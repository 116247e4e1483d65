/// What a feature adds to the JSON API, declared in its own room: its operations and the documents they read
/// and write, by their names in `components/schemas`. ``APIContract/features`` names each feature once.
public protocol FeatureAPI {
    static var operations: [APIOperation] { get }
    static var schemas: KeyValuePairs<String, Schema> { get }
}
