/// A JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it) built in the order it is written: a type and its
/// limits first, then what describes it. A document's shape is declared once, here, in its feature's room.
public struct Schema: Sendable, Hashable {
    /// The schema's keywords in order.
    public private(set) var keywords: [JSONValue.Member]

    public init(_ keywords: [JSONValue.Member] = []) {
        self.keywords = keywords
    }

    /// This schema with `keyword` added (or replaced where it was).
    public func with(_ keyword: String, _ value: JSONValue?) -> Schema {
        guard let value else { return self }
        var copy = self
        if let index = copy.keywords.firstIndex(where: { $0.key == keyword }) {
            copy.keywords[index] = JSONValue.Member(keyword, value)
        } else {
            copy.keywords.append(JSONValue.Member(keyword, value))
        }
        return copy
    }

    public var json: JSONValue { .object(keywords) }

    /// A document of the contract's own, by its name in `components/schemas`.
    public static func ref(_ name: String) -> Schema {
        Schema().with("$ref", .string("#/components/schemas/\(name)"))
    }
}
