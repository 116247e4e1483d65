import Foundation

/// A JSON value held against a JSON Schema, for the keywords `openapi.json` uses: `$ref`, `allOf`,
/// `type` (one or several), `properties`, `required`, `additionalProperties`, `items`, `enum`, bounds
/// of numbers, strings and arrays, and `pattern`. `format` and words for people are not checked.
struct SchemaCheck {
    let contract: OpenAPIContract

    func problems(_ value: Any, _ schema: Any, at place: String) -> [String] {
        guard let schema = contract.resolve(schema) as? [String: Any] else { return [] }
        var found: [String] = []
        for part in schema["allOf"] as? [Any] ?? [] { found += problems(value, part, at: place) }
        if let types = schema["type"].map({ $0 as? [String] ?? [$0 as? String ?? ""] }),
            !types.contains(where: { Self.isOf($0, value) })
        {
            return found + ["\(place): \(Self.describe(value)) is not \(types.joined(separator: " or "))"]
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.same($0, value) }) {
            found.append("\(place): \(Self.describe(value)) is none of \(allowed)")
        }
        switch value {
        case let object as [String: Any]: found += objectProblems(object, schema, at: place)
        case let array as [Any]:
            if let most = schema["maxItems"] as? Int, array.count > most {
                found.append("\(place): over \(most) items")
            }
            if let least = schema["minItems"] as? Int, array.count < least {
                found.append("\(place): under \(least) items")
            }
            if let items = schema["items"] {
                for (index, item) in array.enumerated() { found += problems(item, items, at: "\(place)[\(index)]") }
            }
        case let text as String:
            if let most = schema["maxLength"] as? Int, text.count > most {
                found.append("\(place): over \(most) characters")
            }
            if let least = schema["minLength"] as? Int, text.count < least {
                found.append("\(place): under \(least) characters")
            }
            if let pattern = schema["pattern"] as? String, let regex = try? Regex(pattern),
                (try? regex.firstMatch(in: text)) == nil
            {
                found.append("\(place): “\(text.prefix(40))” does not match \(pattern)")
            }
        case let number as NSNumber where !Self.isBoolean(number):
            if let least = schema["minimum"] as? Double, number.doubleValue < least {
                found.append("\(place): \(number) is under \(least)")
            }
            if let most = schema["maximum"] as? Double, number.doubleValue > most {
                found.append("\(place): \(number) is over \(most)")
            }
        default: break
        }
        return found
    }

    private func objectProblems(_ object: [String: Any], _ schema: [String: Any], at place: String) -> [String] {
        var found: [String] = []
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for name in schema["required"] as? [String] ?? [] where object[name] == nil {
            found.append("\(place): “\(name)” is required")
        }
        for (name, value) in object {
            if let property = properties[name] {
                found += problems(value, property, at: "\(place).\(name)")
            } else if let others = schema["additionalProperties"] {
                if others as? Bool == false {
                    found.append("\(place): “\(name)” is not in the schema")
                } else if !(others is Bool) {
                    found += problems(value, others, at: "\(place).\(name)")
                }
            }
        }
        return found
    }

    static func isOf(_ type: String, _ value: Any) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "null": value is NSNull
        case "boolean": (value as? NSNumber).map(isBoolean) ?? false
        case "integer":
            (value as? NSNumber).map { !isBoolean($0) && $0.doubleValue.rounded() == $0.doubleValue } ?? false
        case "number": (value as? NSNumber).map { !isBoolean($0) } ?? false
        default: true
        }
    }

    /// JSON's true and false, which Foundation reads as numbers of their own type.
    static func isBoolean(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }

    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (let a as String, let b as String): a == b
        case (let a as NSNumber, let b as NSNumber): a == b
        case (is NSNull, is NSNull): true
        default: false
        }
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case is [String: Any]: "an object"
        case is [Any]: "an array"
        case let text as String: "“\(text.prefix(40))”"
        case is NSNull: "null"
        default: "\(value)"
        }
    }
}
