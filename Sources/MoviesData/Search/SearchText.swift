import Foundation

/// How titles and queries are reduced to comparable words: lower case, without diacritics, split at
/// anything that is not a letter or a digit. `Star Wars: Episode IV – A New Hope` and
/// `star wars episode iv a new hope` give the same words; `Amélie` and `amelie` too.
enum SearchText {
    /// The words of `text`, in order. Apostrophes join (`Schindler's` is `schindlers`) rather than split.
    static func words(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            if isApostrophe(scalar) || scalar.properties.generalCategory.isCombiningMark {
                continue
            }
            if let replacement = foldings[scalar] {
                current.append(contentsOf: replacement.unicodeScalars)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// ``words(_:)`` for ASCII text (most titles), without Unicode tables: same rules, bytes at a time.
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
            default:
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The words under which a title is found: its words, plus hyphenated compounds written as one
    /// (`Spider-Man` is also `spiderman`).
    static func indexTerms(_ title: String) -> Set<String> {
        indexTerms(title, words: words(title))
    }

    /// ``indexTerms(_:)`` for a caller that already has the title's `words`.
    static func indexTerms(_ title: String, words titleWords: [String]) -> Set<String> {
        var terms = Set(titleWords)
        for chunk in title.split(whereSeparator: \.isWhitespace) where chunk.contains("-") {
            let compound = words(String(chunk)).joined()
            if !compound.isEmpty { terms.insert(compound) }
        }
        return terms
    }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "\u{02BC}" || scalar == "`"
    }

    /// Letters that do not decompose into a base letter and a mark, spelled as a reader would type them.
    private static let foldings: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]
}

extension Unicode.GeneralCategory {
    fileprivate var isCombiningMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
