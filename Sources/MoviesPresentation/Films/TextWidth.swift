/// How wide text sets in a bold sans-serif, in ems, near enough to fit a poster's lines without a font
/// to measure with: ideographs, kana and hangul are square, Latin letters about half as wide as tall.
enum TextWidth {
    static func em(_ text: some StringProtocol) -> Double {
        text.reduce(0) { $0 + em(of: $1) }
    }

    static func em(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFF:
            return 1
        default: break
        }
        if character.isWhitespace { return 0.28 }
        if "il.,:;'|!ıj".contains(character) { return 0.3 }
        if "frt()[]-".contains(character) { return 0.42 }
        if "mwMW".contains(character) { return 0.92 }
        if character.isUppercase { return 0.72 }
        return 0.6
    }

    /// `word` in pieces each at most `width` ems wide (at least one letter a piece).
    static func pieces(of word: String, width: Double) -> [String] {
        var pieces: [String] = []
        var (piece, pieceWidth) = ("", 0.0)
        for character in word {
            let letter = em(of: character)
            if !piece.isEmpty, pieceWidth + letter > width {
                pieces.append(piece)
                (piece, pieceWidth) = ("", 0)
            }
            piece.append(character)
            pieceWidth += letter
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
