/// How many terminal columns text takes: two for wide characters (Hangul, CJK ideographs, fullwidth forms,
/// emoji), none for marks that combine with the character before them, one for the rest.
public enum TextWidth {
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if isZeroWidth(first) { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    public static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: scalar.value == 0x200B
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, the blocks that matter here).
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wide.contains { $0.contains(value) }
    }
}
