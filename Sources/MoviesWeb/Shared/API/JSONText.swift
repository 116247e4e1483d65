import Foundation

/// What a JSON document's strings hold, told from its bytes before it is decoded.
enum JSONText {
    /// Whether a string of the document holds U+0000: a raw NUL byte, or the escape `\u0000` (an escaped
    /// backslash before `u0000`, `\\u0000`, is text, not a NUL).
    static func holdsNUL(_ bytes: Data) -> Bool {
        var escaped = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0 { return true }
            if escaped {
                escaped = false
                if byte == UInt8(ascii: "u"), bytes.index(index, offsetBy: 4, limitedBy: bytes.endIndex - 1) != nil,
                    bytes[(index + 1)...(index + 4)].allSatisfy({ $0 == UInt8(ascii: "0") })
                {
                    return true
                }
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            }
            index += 1
        }
        return false
    }
}
