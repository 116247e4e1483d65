import Hummingbird

/// What the API answers with, errors included: a value that writes itself as JSON.
protocol JSONDocument {
    func write(to json: inout JSONWriter)
}

extension JSONDocument {
    func jsonResponse(status: HTTPResponse.Status) -> Response {
        var json = JSONWriter(capacity: 8 << 10)  // a page of results takes about 6 KB
        write(to: &json)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: json.bytes))
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
