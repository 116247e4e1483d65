extension Schema {
    public static func string(
        minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, format: String? = nil,
        oneOf values: [String]? = nil
    ) -> Schema {
        typed("string").with("minLength", minLength.map(JSONValue.integer))
            .with("maxLength", maxLength.map(JSONValue.integer)).with("pattern", pattern.map(JSONValue.string))
            .with("format", format.map(JSONValue.string)).with("enum", values.map { .array($0.map(JSONValue.string)) })
    }

    public static func integer(minimum: Int? = nil, maximum: Int? = nil) -> Schema {
        typed("integer").with("minimum", minimum.map(JSONValue.integer))
            .with("maximum", maximum.map(JSONValue.integer))
    }

    public static func number(minimum: JSONValue? = nil, maximum: JSONValue? = nil) -> Schema {
        typed("number").with("minimum", minimum).with("maximum", maximum)
    }

    public static let boolean = typed("boolean")

    public static func array(of items: Schema, minItems: Int? = nil, maxItems: Int? = nil) -> Schema {
        typed("array").with("items", items.json).with("minItems", minItems.map(JSONValue.integer))
            .with("maxItems", maxItems.map(JSONValue.integer))
    }

    /// An object with `properties` in order, of which `required` must be there.
    public static func object(_ properties: KeyValuePairs<String, Schema>, required: [String] = []) -> Schema {
        typed("object").with("properties", .object(properties.map { JSONValue.Member($0.key, $0.value.json) }))
            .with("required", required.isEmpty ? nil : .array(required.map(JSONValue.string)))
    }

    /// An object whose keys are free and whose values are `values`.
    public static func map(of values: Schema) -> Schema {
        typed("object").with("additionalProperties", values.json)
    }

    /// Each of `schemas` at once.
    public static func allOf(_ schemas: Schema...) -> Schema {
        Schema().with("allOf", .array(schemas.map(\.json)))
    }

    /// This schema, or `null`.
    public var orNull: Schema {
        guard case .string(let type)? = json["type"] else { return self }
        return with("type", [.string(type), "null"])
    }

    public func described(_ text: String) -> Schema { with("description", .string(text)) }

    public func defaulting(to value: JSONValue) -> Schema { with("default", value) }

    public func examples(_ values: JSONValue...) -> Schema { with("examples", .array(values)) }

    private static func typed(_ type: String) -> Schema { Schema().with("type", .string(type)) }
}
