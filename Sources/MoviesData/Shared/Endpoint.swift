/// A GET request to an HTTP API described as data: a path under the service's base URL and its query.
/// `Response` is the body's type, so a call site reads `try await transfer.request(.searchMovies(…))`.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
    public let path: String
    public let query: [(name: String, value: String)]

    public init(path: String, query: [(name: String, value: String)] = []) {
        self.path = path
        self.query = query
    }
}
