/// How a title holds a query, best first. A word typed in full beats a longer word it begins (`love`:
/// *Love Actually* before *Lovelace*), and a title that is the query beats one that goes on (`matrix`:
/// *The Matrix* before *The Matrix Reloaded*).
enum TitleMatch: Int, Comparable, CaseIterable {
    /// The title is the query.
    case title
    /// The title starts with the query, whose last word is one of the title's.
    case opening
    /// The title is the query with its last word completed.
    case titleCompleted
    /// The title starts with the query, its last word completed.
    case openingCompleted
    /// The query stands inside the title, from the start of a word to the end of one.
    case phrase
    /// The query stands inside the title, its last word completed.
    case phraseCompleted
    /// The query's words are apart in the title, the last one a whole word.
    case words
    /// The query's words are apart, the last one completed.
    case wordsCompleted

    /// Only a title whose first word (article aside) starts the query can match better than this.
    static let bestAfterTheFirstWord = TitleMatch.phrase

    static func < (lhs: TitleMatch, rhs: TitleMatch) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How `title` holds `phrase` (both folded words joined by spaces), whose last word is `lastWord`.
    init(_ phrase: [UInt8], in title: UnsafeBufferPointer<UInt8>, lastWord: [UInt8]) {
        if let end = Self.end(ofOpening: phrase, in: title) {
            let rest = title[end...]
            if rest.isEmpty {
                self = .title
            } else if rest.first == Self.space {
                self = .opening
            } else {
                self = rest.contains(Self.space) ? .openingCompleted : .titleCompleted
            }
        } else if let whole = Self.wordStart(of: phrase, in: title) {
            self = whole ? .phrase : .phraseCompleted
        } else {
            self = Self.wordStart(of: lastWord, in: title) == true ? .words : .wordsCompleted
        }
    }

    private static let space = UInt8(ascii: " ")

    /// Where the title goes on after opening with `phrase`, nil if it does not. Spaces are passed over on
    /// both sides, so a compound matches its parts (`spiderman` opens `spider man 2`, `wall e` opens `walle`).
    static func end(ofOpening phrase: [UInt8], in title: UnsafeBufferPointer<UInt8>) -> Int? {
        var (position, index) = (0, 0)
        while index < phrase.count {
            if phrase[index] == space {
                index += 1
            } else if position < title.count, title[position] == space {
                position += 1
            } else if position < title.count, title[position] == phrase[index] {
                (position, index) = (position + 1, index + 1)
            } else {
                return nil
            }
        }
        return position
    }

    /// Whether `needle` starts a word of `title`: nil if not, true if it is also where that word (or a
    /// word of the title) ends, false if it only begins a longer word.
    private static func wordStart(of needle: [UInt8], in title: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !needle.isEmpty, title.count >= needle.count else { return nil }
        var found: Bool?
        var position = 0
        while position + needle.count <= title.count {
            if position == 0 || title[position - 1] == space, title[position] == needle[0],
                UnsafeBufferPointer(rebasing: title[position..<(position + needle.count)]).elementsEqual(needle)
            {
                let end = position + needle.count
                if end == title.count || title[end] == space { return true }
                found = false
            }
            position += 1
        }
        return found
    }
}
