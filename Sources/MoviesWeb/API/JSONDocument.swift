import Hummingbird
import MoviesPresentation

/// What the API answers with, errors included: a document whose `Encodable` conformance is its one
/// definition, written by ``JSONStreamingEncoder``.
protocol JSONDocument: Encodable {}

extension JSONDocument {
    func jsonResponse(status: HTTPResponse.Status) -> Response {
        // A page of results takes about 6 KB. The documents' conformances never throw; if one did, the
        // answer would still be JSON.
        let bytes =
            (try? JSONStreamingEncoder.encode(self, capacity: 8 << 10))
            ?? Array(#"{"error":{"code":"internal_error","message":"Something went wrong."}}"#.utf8)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }
}

extension MovieDocument: JSONDocument {}
extension SearchResultsDocument: JSONDocument {}
extension DiscoverResultsDocument: JSONDocument {}
extension PersonDocument: JSONDocument {}
extension SimilarMoviesDocument: JSONDocument {}

/// A visitor's recent queries, newest first.
struct RecentQueriesDocument: JSONDocument {
    let queries: [String]
}
