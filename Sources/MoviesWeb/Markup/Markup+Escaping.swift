extension Markup {
    /// `&`, `<`, `>`, `"` and `'` as character references: safe in content and in quoted attributes.
    static func escape(_ text: String, into html: inout String) {
        // Most text has nothing to escape: one look at its bytes, then one append.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            html += text
            return
        }
        // By scalars, not characters: a quote followed by a combining mark is still a quote to a browser.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let reference: String? =
                switch scalars[index] {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&#39;"
                default: nil
                }
            if let reference {
                html.unicodeScalars.append(contentsOf: scalars[start..<index])
                html += reference
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        html.unicodeScalars.append(contentsOf: scalars[start...])
    }

    /// Everything but unreserved characters (RFC 3986) percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
            }
        }
        return result
    }
}
