/// A document as programs read it: a value that writes itself as JSON, its members listed once.
public protocol JSONDocument: Sendable {
    func write(to json: inout JSONWriter)
}

extension JSONDocument {
    /// The document's JSON, compact.
    public var jsonBytes: [UInt8] {
        var json = JSONWriter(capacity: 8 << 10)  // a page of results takes about 6 KB
        write(to: &json)
        return json.bytes
    }
}
