/// Lowercase hexadecimal, as visitor cookies carry bytes.
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    static func string(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
    }

    static func isLowercase(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { digits.contains($0) }
    }

    /// The bytes of an even number of lowercase hex digits; nil for anything else.
    static func bytes(_ text: Substring) -> [UInt8]? {
        let values = text.utf8.map { digits.firstIndex(of: $0) }
        guard values.count.isMultiple(of: 2), !values.contains(nil) else { return nil }
        return stride(from: 0, to: values.count, by: 2).map { UInt8(values[$0]! << 4 | values[$0 + 1]!) }
    }
}
