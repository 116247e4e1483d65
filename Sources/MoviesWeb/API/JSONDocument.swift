/// What the API answers with: a value that writes itself as JSON.
protocol JSONDocument {
    func write(to json: inout JSONWriter)
}

extension JSONDocument {
    var jsonBytes: [UInt8] {
        var json = JSONWriter()
        write(to: &json)
        return json.bytes
    }
}

/// A visitor's recent queries, newest first.
struct RecentQueriesDocument: JSONDocument {
    let queries: [String]

    func write(to json: inout JSONWriter) {
        json.object { $0.member("queries", queries) }
    }
}
