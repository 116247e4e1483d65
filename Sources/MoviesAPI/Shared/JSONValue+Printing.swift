extension JSONValue {
    /// The value as text, two spaces an indent, `"key": value`, non-ASCII letters as they are: the layout of
    /// the checked-in `docs/openapi.json`, so the file changes only where the contract does.
    public func printed() -> String {
        var text = ""
        print(into: &text, indent: "")
        return text
    }

    private func print(into text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += "\(value)"
        case .string(let value): Self.quote(value, into: &text)
        case .array(let values):
            guard !values.isEmpty else { return text += "[]" }
            let inner = indent + "  "
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.print(into: &text, indent: inner)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return text += "{}" }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                Self.quote(member.key, into: &text)
                text += ": "
                member.value.print(into: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
