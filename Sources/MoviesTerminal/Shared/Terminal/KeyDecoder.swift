/// Reads keys from the bytes a terminal sends: UTF-8 text (a character split across two reads is kept
/// until it is whole), and the escape sequences of arrows, Page Up/Down, Home/End, Delete and Shift-Tab
/// in both the normal and the application cursor modes. An escape alone in a read is the Esc key.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            keys += String(decoding: text, as: UTF8.self).map { Key.character($0) }
            text = []
        }
        while index < input.count {
            let byte = input[index]
            if byte >= 0x80 || (byte >= 0x20 && byte != 0x7F) {
                let length = Self.sequenceLength(byte)
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    break
                }
                text += input[index..<index + length]
                index += length
                continue
            }
            flushText()
            if byte == 0x1B {
                let (key, used) = Self.escape(Array(input[(index + 1)...]))
                keys.append(key)
                index += 1 + used
                continue
            }
            if let key = Self.control(byte) { keys.append(key) }
            index += 1
        }
        flushText()
        return keys
    }

    private static func control(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .backspace
        case 0x09: .tab
        case 0x03: .interrupt
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: nil
        }
    }

    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The key an escape starts, and how many bytes after the escape it used.
    private static func escape(_ rest: [UInt8]) -> (Key, Int) {
        guard rest.count >= 2, rest[0] == UInt8(ascii: "[") || rest[0] == UInt8(ascii: "O") else {
            return (.escape, 0)
        }
        let finals: [UInt8: Key] = [
            UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
            UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .backTab,
        ]
        if let key = finals[rest[1]] { return (key, 2) }
        // `ESC [ 5 ~` and the like: digits (and `;` modifiers) up to a final byte.
        var end = 1
        while end < rest.count, (0x30...0x3F).contains(rest[end]) { end += 1 }
        guard end < rest.count else { return (.escape, 0) }
        let used = end + 1
        if rest[end] != UInt8(ascii: "~") { return (finals[rest[end]] ?? .escape, used) }
        let number = String(decoding: rest[1..<end], as: UTF8.self).split(separator: ";").first ?? ""
        let tilde: [Substring: Key] = [
            "1": .home, "7": .home, "4": .end, "8": .end, "3": .delete, "5": .pageUp, "6": .pageDown,
        ]
        return (tilde[number] ?? .escape, used)
    }
}
