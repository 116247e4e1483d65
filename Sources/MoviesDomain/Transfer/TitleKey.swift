import Foundation

/// Titles as a match compares them: `exact` tells apart only case, width and spaces; `loose` forgives what
/// sites write differently: accents, punctuation and apostrophes, `&` for "and", a leading article (also
/// moved to the end: "Godfather, The"), Roman numerals and number words for numbers ("Rocky II" is "rocky 2",
/// "Twelve Angry Men" is "12 angry men"), and the short forms of volume and part.
public enum TitleKey {
    public static func exact(_ title: String) -> String {
        title.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `numbers: false` keeps numbers as written (for comparing letter by letter: "se7en" is a slip of "seven").
    public static func loose(_ title: String, numbers: Bool = true) -> String {
        var text = title.folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil)
        text = text.replacing("&", with: " and ").replacing("'", with: "").replacing("’", with: "")
        // A symbol standing alone is a word ("$ 1971" is not "1971"); a title of none is its own text.
        var words = text.split(whereSeparator: \.isWhitespace).flatMap { chunk in
            TextChunks.isSymbolChunk(chunk)
                ? [String(chunk)] : chunk.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        if words.isEmpty { return TextChunks.chunks(title).joined(separator: " ") }
        if words.count > 1, let last = words.last, articles.contains(last), title.contains(",") {
            words.removeLast()
        } else if words.count > 1, let first = words.first, articles.contains(first) {
            words.removeFirst()
        }
        return words.map { numbers ? numerals[$0] ?? $0 : $0 }.joined(separator: " ")
    }

    /// Whether `short`'s words begin or end `long`'s (both loose): "e t" of "e t the extra terrestrial",
    /// "empire strikes back" of "star wars episode 5 empire strikes back".
    public static func isPart(_ short: String, of long: String) -> Bool {
        let few = short.split(separator: " "), many = long.split(separator: " ")
        guard !few.isEmpty, few.count < many.count else { return false }
        return many.starts(with: few) || many.reversed().starts(with: few.reversed())
    }

    /// The title before its subtitle ("Star Wars" of "Star Wars: Episode IV – A New Hope", "Dr. Strangelove"
    /// of "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb"), loose; nil for a title
    /// without one.
    public static func main(_ title: String) -> String? {
        mainText(title).map { loose($0) }
    }

    /// The title before its subtitle, as written.
    public static func mainText(_ title: String) -> String? {
        let cuts = [" or: ", ", or ", " or (", ": ", " – ", " - "].compactMap { title.firstRange(of: $0)?.lowerBound }
        guard let cut = cuts.min(), cut > title.startIndex else { return nil }
        return String(title[..<cut])
    }

    /// How many letters two strings differ by (insertions, deletions, changes), up to `limit` + 1.
    public static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return min(max(a.count, b.count), limit + 1) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let change = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, change)
            }
            guard let best = current.min(), best <= limit else { return limit + 1 }
            previous = current
        }
        return min(previous[b.count], limit + 1)
    }

    static let articles: Set<String> = ["the", "a", "an"]
    static let numerals = [
        "ii": "2", "iii": "3", "iv": "4", "v": "5", "vi": "6", "vii": "7", "viii": "8", "ix": "9", "x": "10",
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
        "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "twenty": "20",
        "vol": "volume", "pt": "part",
    ]
}
