import Hummingbird
import MoviesPresentation

extension JSONDocument {
    /// What the API answers with, errors included.
    func jsonResponse(status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: jsonBytes))
        )
    }
}

/// A visitor's recent queries, newest first.
struct RecentQueriesDocument: JSONDocument {
    let queries: [String]

    func write(to json: inout JSONWriter) {
        json.object { $0.member("queries", queries) }
    }
}
