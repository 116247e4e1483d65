import NIOHTTP1

/// One request to a Movies server: an operation of its `openapi.json` (its `operationId`, method and
/// path template) with the path filled in. The client sends nothing else (but `/health` and posters, pages
/// of the site rather than operations), and
/// `RemoteContractTests` holds ``operations`` against the document: each is there as written, and each of
/// the document's is here or said to be of no use to a client.
struct APICall: Sendable {
    let operation: String
    let method: HTTPMethod
    /// The path without its leading slash, each parameter one segment.
    let path: String

    /// The operation `id` with `values` for its template's parameters, in order.
    static func make(_ id: String, _ values: String...) -> APICall {
        guard let (method, template) = operations[id] else { preconditionFailure("no operation \(id)") }
        var remaining = values.makeIterator()
        let path = template.dropFirst().split(separator: "/").map { part in
            part.hasPrefix("{") ? segment(remaining.next() ?? "") : String(part)
        }
        return APICall(operation: id, method: method, path: path.joined(separator: "/"))
    }

    /// A poster as the site serves it (`/posters/{path}?w=`).
    static func poster(_ path: String) -> APICall {
        APICall(operation: "poster", method: .GET, path: "posters/\(path)")
    }

    /// A value as one path segment: no id has a slash, `?` or `#`, so one that does is made one that no
    /// film has (the URL's own encoding does the rest).
    static func segment(_ value: String) -> String {
        String(value.map { "/?#".contains($0) ? "_" : $0 })
    }
}
