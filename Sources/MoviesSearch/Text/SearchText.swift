import Foundation
import MoviesDomain

/// How titles and queries are reduced to comparable words: lower case, without diacritics, split at
/// anything that is not a letter or a digit. `Star Wars: Episode IV – A New Hope` and
/// `star wars episode iv a new hope` give the same words; `Amélie` and `amelie` too.
public enum SearchText {
    /// The words of `text`, in order. Apostrophes join (`Schindler's` is `schindlers`) rather than split,
    /// except after an elided article (`L'Avventura` is `l avventura`); dotted initials are one word
    /// (`E.T.` is `et`). Text of no letter nor digit is its symbols standing alone (`$`, the 1971 film), so
    /// that every title is found as any title is; punctuation alone is no word.
    public static func words(_ text: String) -> [String] {
        let found = letterWords(text)
        guard found.isEmpty, text.unicodeScalars.contains(where: TextChunks.isSymbol) else { return found }
        return text.split(whereSeparator: \.isWhitespace).filter(TextChunks.isSymbolChunk).map { $0.lowercased() }
    }

    /// The words of letters and digits alone.
    private static func letterWords(_ text: String) -> [String] {
        let text = text.contains(".") ? joiningInitials(text) : text
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
            if isApostrophe(scalar), isElidedArticle(current) {
                flush()
                continue
            }
            if isApostrophe(scalar) || scalar.properties.generalCategory.isCombiningMark {
                continue
            }
            if let parts = fractionParts(scalar) {
                // A vulgar fraction is its numbers: `8½` is `8 1 2`, as `8 1/2` is typed.
                flush()
                for part in parts {
                    if part.properties.numericType == .decimal { current.append(part) } else { flush() }
                }
                flush()
            } else if let replacement = foldings[scalar] {
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
            case UInt8(ascii: "'"), UInt8(ascii: "`"):
                if current.count == 1, current[0] == UInt8(ascii: "l") || current[0] == UInt8(ascii: "d") {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            default:
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The words under which a title is found: its words, plus hyphenated or elided compounds written as
    /// one (`Spider-Man` is also `spiderman`, `L'Avventura` also `lavventura`), plus numerals in the other
    /// notation (`Part II` is also `2`, `Toy Story 3` also `iii`).
    static func indexTerms(_ title: String) -> Set<String> {
        indexTerms(title, words: words(title))
    }

    /// ``indexTerms(_:)`` for a caller that already has the title's `words`.
    static func indexTerms(_ title: String, words titleWords: [String]) -> Set<String> {
        var terms = Set(titleWords)
        for chunk in title.split(whereSeparator: \.isWhitespace)
        where chunk.contains("-") || chunk.unicodeScalars.contains(where: isApostrophe) {
            let compound = words(String(String.UnicodeScalarView(chunk.unicodeScalars.filter { !isApostrophe($0) })))
            if !compound.isEmpty { terms.insert(compound.joined()) }
        }
        for word in titleWords {
            terms.formUnion(swaps[word] ?? [])
        }
        // Signs people type as words: `Thelma & Louise` is found by `and`, `Romeo + Juliet` by `plus`.
        let signs = title.split(whereSeparator: \.isWhitespace)
        if signs.contains("&") { terms.insert("and") }
        if signs.contains("+") { terms.insert("plus") }
        return terms
    }

    /// The words people write for one another, each to the others: two to nine in Roman and Arabic
    /// numerals (one and ten are left out: `I` and `X` are more often a word or a letter, `I, Robot`,
    /// `X-Men`); numbers up to twenty in words and figures (`7 samurai`, `oceans eleven`); and the short
    /// forms `vs`, `dr`, `st`, `mr` of versus, doctor, saint, mister.
    private static let swaps: [String: Set<String>] = {
        var swaps: [String: Set<String>] = [:]
        func same(_ words: [String]) {
            for word in words { swaps[word, default: []].formUnion(words.filter { $0 != word }) }
        }
        let names = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
        ]
        let roman = [2: "ii", 3: "iii", 4: "iv", 5: "v", 6: "vi", 7: "vii", 8: "viii", 9: "ix"]
        for (offset, name) in names.enumerated() {
            same([name, String(offset + 1)] + [roman[offset + 1]].compactMap { $0 })
        }
        for (short, long) in [("vs", "versus"), ("dr", "doctor"), ("st", "saint"), ("mr", "mister")] {
            same([short, long])
        }
        return swaps
    }()

    /// The scalars a fraction such as `½` stands for (`1⁄2`); nil for any other character.
    private static func fractionParts(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView? {
        guard scalar.properties.numericType == .numeric, !scalar.properties.isAlphabetic else { return nil }
        let parts = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars
        return parts.count > 1 ? parts : nil
    }

    /// `l'` and `d'` at the start of a word are an article or a preposition of their own.
    private static func isElidedArticle(_ word: String.UnicodeScalarView) -> Bool {
        word.count == 1 && (word.first == "l" || word.first == "d")
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
