import Foundation

/// The parts of a title that are not words of letters and digits but count: a symbol standing alone. `$`
/// (the 1971 film) is a title as "Heat" is, and a match does not take `$ 1971` for `1971`. A dash, a colon
/// or a slash between words is punctuation, not a part.
public enum TextChunks {
    /// Whether the scalar is a symbol: currency (`$`, `€`), mathematical (`+`, `=`), a modifier or another.
    public static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .currencySymbol, .mathSymbol, .modifierSymbol, .otherSymbol: true
        default: false
        }
    }

    /// A chunk between spaces of no letter nor digit, with a symbol in it.
    public static func isSymbolChunk(_ chunk: Substring) -> Bool {
        !chunk.contains { $0.isLetter || $0.isNumber } && chunk.unicodeScalars.contains(where: isSymbol)
    }

    /// The text's chunks between spaces, folded: the words of a title of no letter nor digit (`?`, `!!!`).
    public static func chunks(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map {
            $0.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
        }
    }
}
