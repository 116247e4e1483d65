import Foundation

/// How many items a JSON array holds, counted from its bytes without decoding them: a file made to be large
/// is refused before a single object is made of it.
enum JSONArrayCount {
    /// The count of values directly in the top-level array, stopping once past `limit`; 0 when the bytes do
    /// not begin an array.
    static func items(in data: Data, pastAtMost limit: Int) -> Int {
        data.withUnsafeBytes { raw -> Int in
            var depth = 0
            var inString = false
            var escaped = false
            var count = 0
            var awaitingValue = false
            for byte in raw {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D: continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 1, awaitingValue { count += 1 }
                    depth += 1
                    if depth == 1 {
                        guard byte == UInt8(ascii: "[") else { return 0 }
                        awaitingValue = true
                        continue
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return count }
                case UInt8(ascii: ","):
                    if depth == 1 { awaitingValue = true }
                    continue
                case UInt8(ascii: "\""):
                    if depth == 1, awaitingValue { count += 1 }
                    inString = true
                default:
                    if depth == 1, awaitingValue { count += 1 }
                    if depth == 0 { return 0 }
                }
                if depth >= 1 { awaitingValue = false }
                if count > limit { return count }
            }
            return count
        }
    }
}
