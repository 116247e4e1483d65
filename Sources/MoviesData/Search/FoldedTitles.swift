/// The catalog's folded titles (``SearchText`` words joined by spaces) in one buffer, to rank films by
/// how their title holds the query without a string per film.
struct FoldedTitles: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Where each film's title ends in `bytes`; it starts where the previous one ends.
    private(set) var ends: [UInt32] = []

    init() {}

    init(bytes: [UInt8], ends: [UInt32]) {
        (self.bytes, self.ends) = (bytes, ends)
    }

    mutating func append(_ title: String) {
        bytes.append(contentsOf: title.utf8)
        ends.append(UInt32(bytes.count))
    }

    /// How film `film`'s title holds `phrase` (the query's words joined by spaces, the last one possibly
    /// cut short): 0 when the title is the phrase with its last word completed, 1 when the title starts
    /// with it, 2 when a word of the title starts it, 3 otherwise (its words are apart).
    func tier(of film: TitleIndex.Film, phrase: [UInt8]) -> Int {
        let range = ends.packedRange(of: Int(film))
        return bytes.withUnsafeBufferPointer { all in
            let title = UnsafeBufferPointer(rebasing: all[range])
            if title.starts(with: phrase) {
                return title[phrase.count...].contains(Self.space) ? 1 : 0
            }
            return Self.hasWord(startingWith: phrase, in: title) ? 2 : 3
        }
    }

    private static let space = UInt8(ascii: " ")

    private static func hasWord(startingWith phrase: [UInt8], in title: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !phrase.isEmpty, title.count > phrase.count else { return false }
        var position = 1
        while position + phrase.count <= title.count {
            if title[position - 1] == space, title[position] == phrase[0],
                UnsafeBufferPointer(rebasing: title[position..<(position + phrase.count)]).elementsEqual(phrase)
            {
                return true
            }
            position += 1
        }
        return false
    }
}
