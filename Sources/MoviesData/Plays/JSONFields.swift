import Foundation

/// A JSON object as a media server writes it, read leniently: keys whatever their case (Jellyfin's and
/// Emby's own vary), a number written as text read as a number, `true` as `"True"`, and a value of
/// another type read as absent rather than refused.
struct JSONFields {
    /// Each value by its key as written, and by its key lowercased (where two keys differ by case alone,
    /// Plex's `Guid` and `guid`, the one written so is found first).
    private let exact: [String: JSONValue]
    private let folded: [String: JSONValue]

    init?(_ value: JSONValue?) {
        guard case .object(let object) = value else { return nil }
        exact = object
        var folded: [String: JSONValue] = [:]
        for (key, value) in object { folded[key.lowercased()] = value }
        self.folded = folded
    }

    private func value(_ key: String) -> JSONValue? { exact[key] ?? folded[key.lowercased()] }

    /// The object's JSON, or nil for bytes that are not one.
    init?(json data: Data) {
        self.init(try? JSONDecoder().decode(JSONValue.self, from: data))
    }

    func object(_ key: String) -> JSONFields? { JSONFields(value(key)) }

    func array(_ key: String) -> [JSONFields] {
        guard case .array(let items) = value(key) else { return [] }
        return items.compactMap(JSONFields.init)
    }

    func text(_ key: String) -> String? {
        switch value(key) {
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : String(trimmed.prefix(500))
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : nil
        default: return nil
        }
    }

    func number(_ key: String) -> Double? {
        switch value(key) {
        case .number(let number): number
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    /// A whole number within Int's range.
    func integer(_ key: String) -> Int? {
        guard let number = number(key), number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    func flag(_ key: String) -> Bool? {
        switch value(key) {
        case .bool(let flag): flag
        case .string(let text): ["true": true, "false": false][text.lowercased()]
        default: nil
        }
    }

    func has(_ key: String) -> Bool {
        guard let value = value(key) else { return false }
        return value != .null
    }
}

/// Any JSON value.
enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let flag = try? value.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let text = try? value.decode(String.self) {
            self = .string(text)
        } else if let array = try? value.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try value.decode([String: JSONValue].self))
        }
    }
}
